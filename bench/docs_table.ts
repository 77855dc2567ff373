/*
| A bench's figures written into docs/performance.md, so the table there is the last run's and
| not a copy typed by hand. Each bench owns one block between the markers
| `<!-- bench:<name>:begin -->` and `<!-- bench:<name>:end -->`: a line naming the run (command,
| date, commit, machine, load average) and a table with one row per thing measured. A run that
| measured only some rows (BENCH_PAGES=…) replaces those and keeps the others, each row with the
| date it was measured on.
|
| Written by default; BENCH_DOCS=0 leaves the file alone. A run of another commit (BENCH_REF) is
| not today's figure and writes only with BENCH_DOCS=1.
*/
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

const file = join(import.meta.dirname, '..', 'docs', 'performance.md')

export interface DocsRow {
  /* The first cell, the row's key: a later run replaces the row with the same key. */
  what: string
  cells: string[]
}

export function shouldWriteDocs() {
  if (process.env.BENCH_DOCS === '0') return false
  if (process.env.BENCH_REF && process.env.BENCH_DOCS !== '1') return false
  return true
}

function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim()
    return dirty ? `${head} + changes` : head
  } catch {
    return 'unknown'
  }
}

export function machine(loadBefore: number[]) {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU'
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
  return `${availableParallelism()} × ${model}, load average ${load(loadBefore)} before, ${load(loadavg())} after`
}

/*
| Replaces the bench's block (or appends it at the end when the markers are missing). `header`
| names the table's columns after "what" and "measured".
*/
export function writeDocsTable(
  bench: string,
  options: { command: string; machine: string; header: string[]; rows: DocsRow[] }
) {
  const begin = `<!-- bench:${bench}:begin -->`
  const end = `<!-- bench:${bench}:end -->`
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(begin)
  const stop = text.indexOf(end)
  const old = start >= 0 && stop > start ? text.slice(start + begin.length, stop) : ''

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
  const measured = `${date}, ${commit()}`
  const kept = new Map<string, string>()
  for (const line of old.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length < 4 || line.includes('---') || cells[1] === 'what') continue
    kept.set(cells[1], line)
  }
  for (const row of options.rows) {
    kept.set(row.what, `| ${[row.what, ...row.cells, measured].join(' | ')} |`)
  }
  const header = ['what', ...options.header, 'measured']
  const block = [
    '',
    '',
    `Last run: \`${options.command}\`, ${date}, commit ${commit()}; ${options.machine}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...kept.values(),
    '',
    '',
  ].join('\n')
  const next =
    start >= 0 && stop > start
      ? text.slice(0, start + begin.length) + block + text.slice(stop)
      : `${text.trimEnd()}\n\n${begin}${block}${end}\n`
  writeFileSync(file, next)
  process.stdout.write(`figures written to ${file}\n`)
}
