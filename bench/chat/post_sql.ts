/**
 * A post's SQL alone, without the app: the statements POST /projects/{id}/messages sends on
 * PostgreSQL (as bench/chat/post_instructions.ts lists them), run through node-postgres as the
 * app runs them, against a copy of the bench's database after a post_cost.ts run. Printed: the
 * CPU of the serving backends per statement (user + system from /proc), so a post's backend CPU
 * can be split into its statements, the triggers' share, parse and plan (unnamed vs named
 * statements), the round trip itself, and what concurrent posters add.
 *
 *   createdb -h 127.0.0.1 -U postgres -T bench_post_cpg bench_sql_cpg
 *   BENCH_SQL_URL=postgres://postgres@127.0.0.1:5432/bench_sql_cpg npx node bench/chat/post_sql.ts
 *
 * It writes messages (and, for the triggers' share, disables and enables the insert's trigger
 * in its own transactions): run it on a copy, never on a database the app serves. BENCH_SQL_N
 * (2000) statements a phase, BENCH_SQL_CLIENTS (8) for the concurrent phase.
 */
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const SQL_URL = process.env.BENCH_SQL_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_sql_cpg'
const N = Number(process.env.BENCH_SQL_N ?? 2000)
const CLIENTS = Number(process.env.BENCH_SQL_CLIENTS ?? 8)
const TICK_US = 1_000_000 / Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim())
const print = (line: string) => process.stdout.write(line + '\n')

function cpuUs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_US
}

async function connect() {
  const client = new pg.Client({ connectionString: SQL_URL })
  await client.connect()
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid)
  return { client, pid }
}

type Client = Awaited<ReturnType<typeof connect>>
type Step = (client: pg.Client, member: Member, round: number) => Promise<unknown>
interface Member {
  projectId: number
  userId: number
}

/* The post's statements, their text as the app sends it (knex turns `?` into `$n`). */
const USER = 'select * from "users" where "id" = $1 limit $2'
const PROJECT = `select projects.*, (select viewer_pm.role from project_members viewer_pm
  where viewer_pm.project_id = projects.id and viewer_pm.user_id = $1 limit 1) as viewer_role
  from projects where projects.id = $2`
const INSERT = `insert into messages (project_id, author_id, kind, body, reply_to_id, client_key,
  created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`
const STORE = `with message as (${INSERT}), touched as (
    update projects set last_activity_at = $9, updated_at = $10 where id = $11
  )
  select message.*, (
    select json_agg(json_build_array(pm.user_id, pm.muted_at is not null))
      from project_members pm where pm.project_id = message.project_id
  ) as posted_members
  from message`
const UNREAD = `select pm.user_id as user_id, pm.project_id as project_id, pm.unread_count as unread
  from project_members pm
  where pm.user_id in (select user_id from project_members where project_id = $1)`

const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '')
const messageValues = (member: Member) => [
  member.projectId,
  member.userId,
  'message',
  'hello from the bench',
  null,
  null,
  now(),
  now(),
]
const named = (name: string | undefined, text: string, values: unknown[]) =>
  name ? { name, text, values } : { text, values }

function steps(prefix?: string) {
  const n = (name: string) => (prefix ? `${prefix}_${name}` : undefined)
  const all: Record<string, Step> = {
    'round trip (select $1::int)': (c, m) => c.query(named(n('rt'), 'select $1::int', [m.userId])),
    'user read': (c, m) => c.query(named(n('user'), USER, [m.userId, 1])),
    'project + role read': (c, m) => c.query(named(n('project'), PROJECT, [m.userId, m.projectId])),
    'insert alone': (c, m) => c.query(named(n('insert'), INSERT, messageValues(m))),
    'insert + project update + members (the one statement)': (c, m) => {
      const time = now()
      return c.query(named(n('store'), STORE, [...messageValues(m), time, time, m.projectId]))
    },
    'members unread (named in the app)': (c, m) =>
      c.query(named(n('unread'), UNREAD, [m.projectId])),
  }
  return all
}

/*
| Each phase starts from vacuumed tables (the server's autovacuum may be off, as on the bench
| machine): the phases before would otherwise leave dead row versions for the next to step over.
| The vacuum runs in the admin's backend, which is not counted.
*/
const admin = await connect()
async function measure(clients: Client[], members: Member[], step: Step, n = N) {
  await admin.client.query('vacuum messages, project_members, projects, users')
  const before = clients.map(({ pid }) => cpuUs(pid))
  const started = performance.now()
  let next = 0
  await Promise.all(
    clients.map(async ({ client }) => {
      for (let round = next++; round < n; round = next++) {
        await step(client, members[round % members.length], round)
      }
    })
  )
  const elapsed = performance.now() - started
  const spent = clients.reduce((sum, { pid }, at) => sum + cpuUs(pid) - before[at], 0)
  return { cpu: spent / n, wall: (elapsed * 1000) / n }
}

const members: Member[] = (
  await admin.client.query(
    'select project_id as "projectId", user_id as "userId" from project_members order by random()'
  )
).rows
print(`${members.length} memberships, ${N} statements a phase, backend CPU (µs) per statement`)
const one = [await connect()]
const warm = async (clients: Client[], step: Step) => measure(clients, members, step, 200)
for (const [label, prefix] of [
  ['unnamed (the app today)', undefined],
  ['named', 'b'],
] as const) {
  print(`\n${label}, one client:`)
  for (const [name, step] of Object.entries(steps(prefix))) {
    await warm(one, step)
    const { cpu, wall } = await measure(one, members, step)
    print(`  ${cpu.toFixed(0).padStart(6)} µs CPU  ${wall.toFixed(0).padStart(6)} µs wall  ${name}`)
  }
}

/*
| The insert's unread trigger switched off (committed: this is a copy), then on again; and the
| commit's WAL flush left out (`synchronous_commit = off` for this session only) to see its share.
*/
const store = steps()['insert + project update + members (the one statement)']
const storeNamed = steps('t')['insert + project update + members (the one statement)']
const storeBoth = async (label: string) => {
  for (const [kind, step] of [
    ['unnamed', store],
    ['named', storeNamed],
  ] as const) {
    await warm(one, step)
    const { cpu, wall } = await measure(one, members, step)
    print(
      `  ${cpu.toFixed(0).padStart(6)} µs CPU  ${wall.toFixed(0).padStart(6)} µs wall  the one statement, ${kind}, ${label}`
    )
  }
}
print('\nthe one statement, one client:')
await admin.client.query('alter table messages disable trigger unread_message_added')
try {
  await storeBoth('without the unread trigger')
} finally {
  await admin.client.query('alter table messages enable trigger unread_message_added')
}
await one[0].client.query('set synchronous_commit = off')
await storeBoth('no WAL flush at commit')
await one[0].client.query('set synchronous_commit = on')

const post = (prefix?: string): Step => {
  const s = steps(prefix)
  return async (c, m, round) => {
    await s['user read'](c, m, round)
    await s['project + role read'](c, m, round)
    await s['insert + project update + members (the one statement)'](c, m, round)
    // The app names this one already.
    await c.query(named('post_unread', UNREAD, [m.projectId]))
  }
}
const many = await Promise.all(Array.from({ length: CLIENTS }, () => connect()))
for (const [label, prefix] of [
  ['unnamed', undefined],
  ['named', 'p'],
] as const) {
  await warm(one, post(prefix))
  const alone = await measure(one, members, post(prefix))
  await warm(many, post(prefix))
  const together = await measure(many, members, post(prefix))
  print(
    `\na whole post (4 statements), ${label}: one client ${alone.cpu.toFixed(0)} µs CPU ` +
      `(${alone.wall.toFixed(0)} µs wall), ${CLIENTS} clients ${together.cpu.toFixed(0)} µs CPU ` +
      `(${(1e6 / together.wall).toFixed(0)} posts/s)`
  )
}
for (const { client } of [...one, ...many, admin]) await client.end()
