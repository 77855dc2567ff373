/**
 * CPU a process has spent, from /proc: the app's nodes and the PostgreSQL backends that serve
 * the bench's database (shared by bench/chat/cluster.ts and bench/chat/post_cost.ts).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

const TICK_US = 1_000_000 / Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim())

/* User + system CPU of a process in µs (/proc/<pid>/stat); 0 once it is gone. */
export function cpuUs(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_US
  } catch {
    return 0
  }
}

/* PostgreSQL's backends serving a database (their process titles carry its name). */
export function databaseBackends(databaseUrl: string | undefined) {
  if (!databaseUrl) return []
  const name = new URL(databaseUrl).pathname.slice(1)
  const title = new RegExp(`^postgres: (\\S+: )?\\S+ ${name} `)
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // "postgres: [cluster name: ]user database client state" (Debian names its cluster)
        return title.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
      } catch {
        return false
      }
    })
    .map(Number)
}

/*
| CPU the app's processes and the database's backends spend from now until `stop()`. A backend
| that ends in between is not counted (the pools keep theirs for the whole run).
*/
export function cpuMeter(pids: () => number[], databaseUrl?: string) {
  const before = new Map<number, number>()
  for (const pid of [...pids(), ...databaseBackends(databaseUrl)]) before.set(pid, cpuUs(pid))
  const nodePids = pids()
  return () => {
    let app = 0
    let database = 0
    for (const pid of nodePids) app += cpuUs(pid) - (before.get(pid) ?? 0)
    for (const pid of databaseBackends(databaseUrl)) database += cpuUs(pid) - (before.get(pid) ?? 0)
    return { app, database }
  }
}
