/**
 * Lighthouse on the landing page of the production build: performance, accessibility,
 * best-practices and SEO scores (mobile preset: Moto G-class device, simulated slow 4G) and the
 * gzip size of the JavaScript the page loads, each printed beside its target.
 *
 *   npx node bench/lighthouse/landing.ts [--skip-build] [--path=/privacy]
 *
 * It builds (`node ace build`), prepares build/ the way scripts/platform.sh does (.env,
 * node_modules link, tmp/), starts `node bin/server.js` there with NODE_ENV=production on
 * BENCH_PORT (default 3392), runs Lighthouse against Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), then stops the server. Exit code 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const root = join(import.meta.dirname, '..', '..')
const buildDir = join(root, 'build')
const port = Number(process.env.BENCH_PORT ?? 3392)
const origin = `http://localhost:${port}`
const args = process.argv.slice(2)
const path = args.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/'
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const SCORE_TARGET = 95
const JS_TARGET_KB = 120 // KB = 1,024 bytes, gzip level 9

function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
}

function prepareBuild() {
  if (!args.includes('--skip-build') || !existsSync(join(buildDir, 'bin', 'server.js'))) {
    console.log('Building the production bundle (node ace build)...')
    run(process.execPath, ['ace', 'build'])
  }
  copyFileSync(join(root, '.env'), join(buildDir, '.env'))
  if (!existsSync(join(buildDir, 'node_modules'))) {
    symlinkSync(join(root, 'node_modules'), join(buildDir, 'node_modules'))
  }
  mkdirSync(join(buildDir, 'tmp'), { recursive: true })
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bin/server.js'], {
    cwd: buildDir,
    // APP_URL follows the port, so canonical and hreflang URLs point at this server.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/health`)
      if (response.status < 500) return child
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not answer within 30 s')
}

function stopServer(child: ChildProcess) {
  // The server's own process group (it was started detached): it and nothing else.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number }

async function scriptSizes(items: NetworkItem[]) {
  const scripts = items.filter((item) => item.resourceType === 'Script')
  const sizes = await Promise.all(
    scripts.map(async (item) => {
      const body = Buffer.from(await (await fetch(item.url)).arrayBuffer())
      return {
        url: item.url.replace(origin, ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      }
    })
  )
  return sizes.sort((a, b) => b.gzip - a.gzip)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

prepareBuild()
const server = await startServer()
let chrome: chromeLauncher.LaunchedChrome | undefined
let failed = false
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error('Lighthouse returned nothing')
  const { lhr } = result

  const network = (lhr.audits['network-requests'].details as { items: NetworkItem[] }).items
  const scripts = await scriptSizes(network)
  const jsGzip = scripts.reduce((sum, script) => sum + script.gzip, 0)
  const jsRaw = scripts.reduce((sum, script) => sum + script.raw, 0)

  console.log(`\nLighthouse ${lhr.lighthouseVersion}, mobile preset, ${lhr.finalDisplayedUrl}`)
  console.log(
    `production build, Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}\n`
  )
  console.log('figure               measured      target      ')
  console.log('-------------------  ------------  ------------')
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const score = Math.round((lhr.categories[id].score ?? 0) * 100)
    const ok = score >= SCORE_TARGET
    failed ||= !ok
    console.log(
      `${id.padEnd(19)}  ${String(score).padEnd(12)}  >= ${SCORE_TARGET}`.padEnd(48) +
        (ok ? 'ok' : 'MISSED')
    )
  }
  const jsOk = jsGzip <= JS_TARGET_KB * 1024
  failed ||= !jsOk
  console.log(
    `${'landing JS (gzip)'.padEnd(19)}  ${kb(jsGzip).padEnd(12)}  <= ${JS_TARGET_KB} KB`.padEnd(
      48
    ) + (jsOk ? 'ok' : 'MISSED')
  )

  console.log(
    `\nJavaScript loaded (${scripts.length} files, ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip):`
  )
  for (const script of scripts) {
    console.log(
      `  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.url}`
    )
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
  console.log('\nPerformance metrics (simulated mobile):')
  for (const id of metrics) {
    console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`)
  }
  const missed = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary'
  )
  if (missed.length > 0) {
    console.log('\nFailed audits:')
    for (const audit of missed) console.log(`  ${audit.id}: ${audit.title}`)
  }
} finally {
  await chrome?.kill()
  stopServer(server)
}
process.exitCode = failed ? 1 : 0
