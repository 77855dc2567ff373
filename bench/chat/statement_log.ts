/**
 * Preloaded into the app by bench/chat/post_instructions.ts (`node --import`): counts every SQL
 * statement the app runs (better-sqlite3's statement runs, node-postgres's queries, BEGIN and
 * COMMIT included) and every Redis command it sends (ioredis), without touching the app. On
 * SIGUSR2 it writes what it counted since the last time to `${BENCH_STATEMENT_LOG}.<n>` (JSON:
 * statement or command → [count, µs]; the time only for SQLite, whose statements run
 * synchronously in the app's thread) and starts again from zero.
 */
import { createRequire } from 'node:module'
import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const file = process.env.BENCH_STATEMENT_LOG
// The app's own copies of the drivers: the ones its knex and ioredis load.
const require = createRequire(join(process.cwd(), 'package.json'))
let counts = new Map<string, [number, number]>()
let dumps = 0

const note = (text: string, us: number) => {
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 400)
  const entry = counts.get(key) ?? [0, 0]
  entry[0]++
  entry[1] += us
  counts.set(key, entry)
}

function wrap(
  target: any,
  method: string,
  describe: (self: any, args: any[]) => string | null,
  timed = false
) {
  const original = target[method]
  if (typeof original !== 'function') return
  target[method] = function (this: unknown, ...args: any[]) {
    const text = describe(this, args)
    if (text === null) return original.apply(this, args)
    const started = timed ? performance.now() : 0
    try {
      return original.apply(this, args)
    } finally {
      note(text, timed ? (performance.now() - started) * 1000 : 0)
    }
  }
}

try {
  const Sqlite = require('better-sqlite3')
  const db = new Sqlite(':memory:')
  const statement = Object.getPrototypeOf(db.prepare('select 1'))
  db.close()
  for (const method of ['run', 'all', 'get', 'iterate']) {
    wrap(statement, method, (self) => `sql ${self.source}`, true)
  }
} catch {}

try {
  const pg = require('pg')
  wrap(pg.Client.prototype, 'query', (_, [config]) => {
    const text = typeof config === 'string' ? config : config?.text
    return typeof text === 'string' ? `sql ${text}` : null
  })
} catch {}

try {
  const { Redis } = require('ioredis')
  wrap(Redis.prototype, 'sendCommand', (_, [command]) => `redis ${command?.name ?? '?'}`)
} catch {}

process.on('SIGUSR2', () => {
  if (!file) return
  dumps++
  const sorted = [...counts].sort((a, b) => b[1][0] - a[1][0])
  writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(sorted)))
  renameSync(`${file}.tmp`, `${file}.${dumps}`)
  counts = new Map()
})
