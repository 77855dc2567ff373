/*
| `npm test`: every test layer (unit, functional, real-time, browser, build) in one Japa run.
| Makes sure Debian's Chromium and poppler's tools are there (never a browser download of a test
| tool's own) and ends with the plain line "N passed, N failed".
*/
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// What the tests run besides Node: the browser, and poppler's tools that judge the sealed PDFs
// (pdfsig) and read them (pdftotext, pdftoppm). Debian package for each binary.
const systemTools = [
  { binary: chromium, pkg: 'chromium', use: 'the browser tests' },
  { binary: '/usr/bin/pdfsig', pkg: 'poppler-utils', use: 'checking sealed PDFs' },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils', use: 'reading generated PDFs' },
]

function ensureSystemTools() {
  const missing = systemTools.filter((tool) => !existsSync(tool.binary))
  if (missing.length === 0) return
  const packages = [...new Set(missing.map((tool) => tool.pkg))]
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canApt) {
    for (const tool of missing) {
      console.error(`${tool.binary} is needed for ${tool.use} and was not found.`)
    }
    console.error(
      `Install them (Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}),\n` +
        `or point CHROMIUM_PATH at a Chromium or Chrome binary.`
    )
    process.exit(1)
  }
  console.log(`Installing Debian ${packages.join(', ')} for the tests...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  })
  const stillMissing = missing.filter((tool) => !existsSync(tool.binary))
  if (install.status !== 0 || stillMissing.length > 0) {
    console.error(`Could not install ${packages.join(' ')} with apt-get`)
    process.exit(1)
  }
}

ensureSystemTools()
spawnSync(process.execPath, [join(root, 'scripts/ensure_env.ts')], { stdio: 'inherit' })

const child = spawn(process.execPath, ['ace', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
})
let output = ''
let errors = ''
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  output += chunk.toString()
})
child.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk)
  errors += chunk.toString()
})
child.on('close', (code) => {
  // Japa's summary reads "Tests  12 passed, 1 failed (13)"; restate it as CI reads it.
  const plain = stripVTControlCharacters(output)
  const summary = plain.match(/Tests\s+(?:(\d+) passed)?(?:,\s*)?(?:(\d+) failed)?/)
  const passed = Number(summary?.[1] ?? 0)
  const failed = Number(summary?.[2] ?? 0) + (code !== 0 && !summary?.[2] ? 1 : 0)
  // Name the failures last, where a truncated CI log still shows them.
  const failures = [...new Set(plain.split('\n').filter((line) => line.includes('✖')))]
  if (failures.length > 0) {
    console.log(`Failed:\n${failures.slice(0, 30).join('\n')}`)
    console.log(`Why:\n${reasons(stripVTControlCharacters(`${output}\n${errors}`)).join('\n')}`)
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(code ?? 1)
})

/*
| The first words of each failure (Japa prints an error's message after "ℹ") and what a served
| build complained of while it failed ("While serving"), so a CI log cut to its last lines
| still says why, not only what.
*/
function reasons(plain: string) {
  const lines = plain.split('\n')
  const found: string[] = []
  lines.forEach((line, index) => {
    const trimmed = line.trim()
    if (trimmed.startsWith('ℹ ')) found.push(trimmed.slice(0, 400))
    if (trimmed.startsWith('While serving')) {
      found.push(...lines.slice(index, index + 8).map((next) => `  ${next.trim().slice(0, 400)}`))
    }
  })
  return [...new Set(found)].slice(0, 40)
}
