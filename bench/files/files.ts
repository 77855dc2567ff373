/**
 * Files: upload and download throughput of a 25 MB file through the app, beside copying the
 * same bytes with `cp` and through a bare `node:http` stream (the ceiling) in the same run, and
 * the app process's memory during 10 parallel 25 MB uploads (streamed, so it should stay flat).
 *
 *   node bench/files/files.ts http://localhost:3333 <app pid>
 *
 * Needs a running app with the demo data (it signs in as the demo client and uploads into its
 * first project's files; the files stay there: delete them from the Files page).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { performance } from 'node:perf_hooks'
import { request } from 'playwright-core'

const base = process.argv[2] ?? 'http://localhost:3333'
const pid = Number(process.argv[3] ?? 0)
const SIZE = 25 * 1024 * 1024 - 1024
const dir = await mkdtemp(join(tmpdir(), 'bench-files-'))
const source = join(dir, 'source.bin')
const bytes = randomBytes(SIZE)
await writeFile(source, bytes)
const mbps = (ms: number) => `${(SIZE / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`
const time = async (task: () => Promise<unknown> | unknown) => {
  const start = performance.now()
  await task()
  return performance.now() - start
}

// The ceiling: cp, and a bare node:http server that streams an upload to disk and back.
const cp = await time(() => execFileSync('cp', [source, join(dir, 'copy.bin')]))
const bare = createServer(async (req, res) => {
  if (req.method === 'PUT') {
    await pipeline(req, createWriteStream(join(dir, 'bare.bin')))
    res.end('ok')
  } else {
    await pipeline(createReadStream(join(dir, 'bare.bin')), res)
  }
})
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
const barePort = (bare.address() as { port: number }).port
const bareUp = await time(() =>
  fetch(`http://127.0.0.1:${barePort}/`, { method: 'PUT', body: bytes }).then((r) => r.text())
)
const bareDown = await time(() =>
  fetch(`http://127.0.0.1:${barePort}/`).then((r) => r.arrayBuffer())
)
bare.close()

// The app, signed in as the demo client.
const api = await request.newContext({ baseURL: base })
await api.get('/login')
const token = async () =>
  decodeURIComponent(
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
  )
await api.post('/login', {
  headers: { 'X-XSRF-TOKEN': await token() },
  form: { email: 'client@example.com', password: 'client-password' },
})
// The first project the client may upload into (the demo client owns some of the first ones).
let projectId = 0
for (let id = 1; id <= 50 && !projectId; id++) {
  const list = await api.get(`/projects/${id}/files`, { headers: { Accept: 'application/json' } })
  if (list.ok()) projectId = id
}
if (!projectId) throw new Error('No project of the demo client found')

const upload = async (name: string) => {
  const answer = await api.post(`/projects/${projectId}/files`, {
    headers: { 'X-XSRF-TOKEN': await token(), 'Accept': 'application/json' },
    multipart: {
      purpose: 'project',
      file: { name, mimeType: 'application/octet-stream', buffer: bytes },
    },
    timeout: 120_000,
  })
  if (answer.status() !== 201) throw new Error(`Upload answered ${answer.status()}`)
  return (await answer.json()).data as { url: string }
}
let url = ''
const appUp = await time(async () => (url = (await upload('bench-1.bin')).url))
const appDown = await time(async () => {
  const answer = await api.get(url, { timeout: 120_000 })
  if ((await answer.body()).length !== SIZE) throw new Error('Short download')
})

// Memory of the app process while 10 uploads of 25 MB run at once.
const rss = async () =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024 : 0
const before = await rss()
let peak = before
const sampler = setInterval(async () => (peak = Math.max(peak, await rss())), 50)
const parallel = await time(() =>
  Promise.all(Array.from({ length: 10 }, (_, index) => upload(`bench-parallel-${index}.bin`)))
)
clearInterval(sampler)
await api.dispose()
await rm(dir, { recursive: true, force: true })

console.log(`file: ${(SIZE / 1024 / 1024).toFixed(1)} MB`)
console.log(`cp                     ${cp.toFixed(0)} ms (${mbps(cp)})`)
console.log(
  `bare node:http  up     ${bareUp.toFixed(0)} ms (${mbps(bareUp)})  down ${bareDown.toFixed(0)} ms (${mbps(bareDown)})`
)
console.log(
  `app             up     ${appUp.toFixed(0)} ms (${mbps(appUp)})  down ${appDown.toFixed(0)} ms (${mbps(appDown)})`
)
console.log(`10 parallel uploads    ${parallel.toFixed(0)} ms`)
if (pid) {
  console.log(
    `app RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${(peak - before).toFixed(0)} MB for 250 MB uploaded)`
  )
}
