/**
 * Where a callgrind dump's instructions go, per request: callgrind names the C++ side (V8's
 * runtime, SQLite, OpenSSL, libuv) but not JIT-compiled JavaScript, which it only knows by
 * address. Run the app with `--perf-basic-prof` (cost.ts: BENCH_CG_NODE_ARGS=--perf-basic-prof
 * BENCH_CG_KEEP=1) and this names those addresses through Node's /tmp/perf-PID.map.
 *
 *   npx node bench/http/attribute.ts <dump> <requests> [mode] [pattern] [limit]
 *
 * dump: a kept main-thread file (`out.PID.N-01`); requests: how many the dump measured.
 * mode: `fn` (self instructions per function, the default), `group` (per package: a package
 * under node_modules, the app's own code, V8's builtins, native code per library), `callers`
 * (who called the functions whose name matches pattern, with the inclusive cost of those calls,
 * two levels up), `callees` (what they called) or `inclusive` (per function, its own instructions
 * and those of everything it called synchronously; a JIT tier's variants of one function are
 * summed; work resumed after an await is counted under the microtask queue, not the function).
 * pattern: a regular expression on the names.
 * The perf map is read beside the dump (callgrind.ts copies it there) or from /tmp
 * (`BENCH_PERF_MAP` overrides both).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

type Edge = Map<string, number>

const [dumpPath, requestsText, mode = 'fn', pattern = '', limitText = '40'] = process.argv.slice(2)
if (!dumpPath || !requestsText) {
  process.stderr.write(
    'usage: attribute.ts <dump> <requests> [fn|group|callers|callees|inclusive] [pattern] [limit]\n'
  )
  process.exit(2)
}
const requests = Number(requestsText)
const limit = Number(limitText)
const matcher = pattern ? new RegExp(pattern) : null

/* JIT code ranges, sorted by start; the last entry at one address wins (code is reused). */
function loadPerfMap(path: string) {
  const byStart = new Map<number, { end: number; name: string }>()
  if (existsSync(path))
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line)
      if (!match) continue
      const start = Number.parseInt(match[1], 16)
      byStart.set(start, { end: start + Number.parseInt(match[2], 16), name: match[3] })
    }
  const starts = [...byStart.keys()].sort((a, b) => a - b)
  return (address: number) => {
    let low = 0
    let high = starts.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (starts[middle] <= address) low = middle + 1
      else high = middle - 1
    }
    const entry = high >= 0 ? byStart.get(starts[high]) : undefined
    return entry && address < entry.end ? entry.name : null
  }
}

const pid = /out\.(\d+)\./.exec(dumpPath)?.[1]
const kept = join(dirname(dumpPath), `perf-${pid}.map`)
const nameJit = loadPerfMap(
  process.env.BENCH_PERF_MAP ?? (existsSync(kept) ? kept : `/tmp/perf-${pid}.map`)
)

function displayName(raw: string, object: string) {
  const address = /^0x([0-9a-f]+)$/i.exec(raw)
  if (address) return nameJit(Number.parseInt(address[1], 16)) ?? `[unnamed JIT] ${object}`
  return raw
}

function groupOf(name: string, object: string) {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  if (module) return `JS ${module[1]}`
  if (/^(JS|Function|LazyCompile|Script):/.test(name) || /\.(m?js|ts):\d+/.test(name))
    return /node:|^JS:\S* node:/.test(name) ? 'JS node core' : 'JS app'
  if (/^(Builtin|BytecodeHandler|RegExp|Stub|Handler):/.test(name)) return 'V8 builtins'
  if (name.startsWith('[unnamed JIT]')) return 'JIT, unnamed'
  return `native ${object.split('/').pop()}`
}

/* Parses the compressed format: (id) names, relative positions, calls= lines whose next cost
   line is the inclusive cost of that call (not the caller's own). */
function parse(text: string) {
  const names = { ob: new Map<string, string>(), fn: new Map<string, string>() }
  const self = new Map<string, number>()
  const groups = new Map<string, number>()
  const callers = new Map<string, Edge>()
  const callees = new Map<string, Edge>()
  let object = ''
  let calleeObject = ''
  let current = ''
  let callee = ''
  let inCall = false
  const resolve = (kind: 'ob' | 'fn', value: string) => {
    const match = /^\((\d+)\)(?: (.*))?$/.exec(value)
    if (!match) return value
    if (match[2] !== undefined) names[kind].set(match[1], match[2])
    return names[kind].get(match[1]) ?? value
  }
  const add = (map: Map<string, number>, key: string, cost: number) =>
    map.set(key, (map.get(key) ?? 0) + cost)
  const addEdge = (map: Map<string, Edge>, from: string, to: string, cost: number) => {
    const edges = map.get(from) ?? new Map()
    map.set(from, edges)
    add(edges, to, cost)
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('ob=')) object = calleeObject = resolve('ob', line.slice(3))
    else if (line.startsWith('cob=')) calleeObject = resolve('ob', line.slice(4))
    else if (line.startsWith('fn=')) {
      calleeObject = object
      current = displayName(resolve('fn', line.slice(3)), object)
    } else if (line.startsWith('cfn='))
      callee = displayName(resolve('fn', line.slice(4)), calleeObject)
    else if (line.startsWith('calls=')) inCall = true
    else if (/^[+\-*0-9]/.test(line)) {
      const cost = Number(line.split(' ')[1] ?? 0)
      if (inCall) {
        addEdge(callers, callee, current, cost)
        addEdge(callees, current, callee, cost)
        inCall = false
        calleeObject = object
      } else {
        add(self, current, cost)
        add(groups, groupOf(current, object), cost)
      }
    }
  }
  return { self, groups, callers, callees }
}

const perRequest = (cost: number) => (cost / requests / 1e6).toFixed(4).padStart(8)
const top = (map: Map<string, number>, count: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count)

const text = readFileSync(dumpPath, 'utf8')
const total = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0)
const { self, groups, callers, callees } = parse(text)
process.stdout.write(
  `${perRequest(total)} M instructions per request in all (${requests} requests)\n`
)

if (mode === 'group' || mode === 'fn') {
  const rows = [...(mode === 'group' ? groups : self)].filter(
    ([name]) => !matcher || matcher.test(name)
  )
  const shown = rows.reduce((sum, [, cost]) => sum + cost, 0)
  if (matcher) process.stdout.write(`${perRequest(shown)} M matching /${pattern}/\n`)
  for (const [name, cost] of top(new Map(rows), limit))
    process.stdout.write(`${perRequest(cost)}  ${name}\n`)
} else if (mode === 'inclusive') {
  // One function's tiers (interpreted `~`, optimised `*`, baseline `+`) under one name.
  const plain = (name: string) => name.replace(/^JS:[*~+^]?'?/, 'JS:')
  const inclusive = new Map<string, number>()
  for (const [name, cost] of self)
    inclusive.set(plain(name), (inclusive.get(plain(name)) ?? 0) + cost)
  for (const [name, edges] of callees)
    for (const [other, cost] of edges)
      if (plain(other) !== plain(name))
        inclusive.set(plain(name), (inclusive.get(plain(name)) ?? 0) + cost)
  const rows = [...inclusive].filter(([name]) => !matcher || matcher.test(name))
  for (const [name, cost] of top(new Map(rows), limit))
    process.stdout.write(`${perRequest(cost)}  ${name}\n`)
} else {
  const edges = mode === 'callers' ? callers : callees
  const walk = (name: string, depth: number, indent: string) => {
    for (const [other, cost] of top(edges.get(name) ?? new Map(), depth === 0 ? 12 : 6)) {
      process.stdout.write(`${indent}${perRequest(cost)}  ${other}\n`)
      if (depth < 1 && other !== name) walk(other, depth + 1, indent + '    ')
    }
  }
  const targets = [...self.keys(), ...edges.keys()].filter((name) => matcher?.test(name))
  for (const name of new Set(targets).values().take(limit)) {
    process.stdout.write(`${perRequest(self.get(name) ?? 0)} self  ${name}\n`)
    walk(name, 0, '    ')
  }
}
