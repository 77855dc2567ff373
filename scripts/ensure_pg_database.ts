/*
| Creates the PostgreSQL database named in DATABASE_URL when it does not exist (connecting to the
| server's `postgres` database to do it). Prints "created" or "exists", so a caller knows whether
| demo data is still to be seeded. With --fresh it drops the database first (closing its
| connections), so a run starts from nothing whatever an earlier, interrupted run left in it.
*/
import knex from 'knex'

const url = new URL(process.env.DATABASE_URL ?? '')
const name = decodeURIComponent(url.pathname.slice(1))
if (!/^[a-z_][a-z0-9_]*$/i.test(name)) {
  console.error(`DATABASE_URL must name a database (letters, digits, underscores): got "${name}"`)
  process.exit(1)
}

const admin = new URL(url)
admin.pathname = '/postgres'
const client = knex({ client: 'pg', connection: admin.toString(), pool: { min: 0, max: 1 } })
try {
  if (process.argv.includes('--fresh'))
    await client.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  const found = await client.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])
  if (found.rowCount === 0) {
    await client.raw(`CREATE DATABASE "${name}"`)
    console.log('created')
  } else {
    console.log('exists')
  }
} finally {
  await client.destroy()
}
