/**
 * What invoicing costs the server (issue 42): the production build on a fresh SQLite database
 * with the demo data, staff signed in through the real form, then
 *
 * - per issued invoice: a draft of three lines (POST /invoices), issuing it (POST
 *   /invoices/{id}/issue: the number, the totals, the UBL XML and its hash, one transaction), its
 *   PDF (GET /invoices/{id}/pdf, drawn with pdf-lib, the PAY by square QR on it) and its XML;
 * - per statement import: a camt.053 file of BENCH_LINES credits (the issued invoices' variable
 *   symbols and unknown ones) through the statement form (POST /invoices/statements);
 *
 * the app process's CPU (user + system, /proc) per operation, beside the peer in the same run:
 * pdf-lib in this process drawing a page of the same size with the same fonts, the same number
 * of text runs and a QR's worth of squares, and saving it.
 *
 *   npx node bench/invoices/invoices.ts
 *
 * Environment: BUILD_DIR (an existing build; otherwise the working tree is built in a temporary
 * copy), BENCH_INVOICES (60), BENCH_LINES (1000), BENCH_PEER_PAGES (200), APP_LOG=1.
 */
import { readFileSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { PDFDocument, rgb } from 'pdf-lib'
import fontkit from '@pdf-lib/fontkit'
import { camt053 } from '../../tests/helpers/camt053.ts'
import {
  Browser,
  bodyText,
  freePort,
  freshDatabase,
  header,
  launchServer,
  prepareBuild,
  stopProcess,
} from '../http/served_app.ts'
import { cpuUs } from '../chat/cpu.ts'

const INVOICES = Number(process.env.BENCH_INVOICES ?? 60)
const LINES = Number(process.env.BENCH_LINES ?? 1000)
const PEER_PAGES = Number(process.env.BENCH_PEER_PAGES ?? 200)
const print = (line: string) => process.stdout.write(line + '\n')

/* The CSRF token of a server-rendered page the browser holds a session for. */
async function csrfOf(browser: Browser, path: string) {
  const page = bodyText(await browser.send(path, { headers: { Accept: 'text/html' } }))
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1]
  if (!token) throw new Error(`${path} carries no CSRF token`)
  return token
}

async function post(browser: Browser, path: string, form: Record<string, string>) {
  const answer = await browser.send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept': 'text/html' },
    body: new URLSearchParams(form).toString(),
  })
  if (answer.status !== 302) throw new Error(`POST ${path} answered ${answer.status}`)
  return header(answer, 'location')[0] ?? ''
}

/* A multipart body of one file field, as a browser's statement form sends it. */
function multipart(field: string, name: string, content: string) {
  const boundary = `----bench${Date.now().toString(16)}`
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
    'Content-Type: application/xml',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n')
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/* The peer: pdf-lib alone drawing an A4 page like the invoice's (fonts, text runs, QR squares). */
async function peerPage(regular: Uint8Array, bold: Uint8Array) {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const body = await pdf.embedFont(regular, { subset: true })
  const heading = await pdf.embedFont(bold, { subset: true })
  const page = pdf.addPage([595.28, 841.89])
  page.drawText('Faktúra FA20260001', { x: 48, y: 790, size: 18, font: heading })
  for (let row = 0; row < 60; row++) {
    page.drawText(`Položka ${row}: vývoj aplikácie, 12,5 h × 80,00 € = 1 000,00 €`, {
      x: 48,
      y: 760 - row * 11,
      size: 9,
      font: body,
      color: rgb(0.1, 0.1, 0.12),
    })
  }
  for (let cell = 0; cell < 45 * 45; cell += 2) {
    page.drawRectangle({
      x: 420 + (cell % 45) * 2.4,
      y: 80 + Math.floor(cell / 45) * 2.4,
      width: 2.4,
      height: 2.4,
    })
  }
  return pdf.save()
}

const build = prepareBuild()
const port = await freePort()
const database = freshDatabase(build.dir, port)
const child = await launchServer(build.dir, port, database.env)
try {
  const origin = `http://127.0.0.1:${port}`
  const staff = new Browser(origin)
  await staff.signIn('admin@example.com', 'admin-password')
  const sqlite = new Database(database.sqliteFile, { readonly: true })
  const projectId = (
    sqlite
      .prepare("select project_id as id from project_members where role = 'owner' limit 1")
      .get() as { id: number }
  ).id
  sqlite.close()
  const token = await csrfOf(staff, '/invoices/create')

  const issueOne = async (index: number) => {
    const location = await post(staff, '/invoices', {
      _csrf: token,
      projectId: String(projectId),
      dueDays: '14',
      ...Object.fromEntries(
        [0, 1, 2].flatMap((line) => [
          [`lines[${line}][description]`, `Vývoj, etapa ${index}.${line}`],
          [`lines[${line}][quantity]`, '12.5'],
          [`lines[${line}][unit]`, 'h'],
          [`lines[${line}][unitPrice]`, '80'],
          [`lines[${line}][vatRate]`, '2300'],
        ])
      ),
    })
    const id = /\/invoices\/(\d+)/.exec(location)?.[1]
    if (!id) throw new Error(`a draft went to ${location}`)
    await post(staff, `/invoices/${id}/issue`, { _csrf: token })
    for (const part of ['pdf', 'xml']) {
      const answer = await staff.send(`/invoices/${id}/${part}`)
      if (answer.status !== 200) throw new Error(`the ${part} answered ${answer.status}`)
    }
    return id
  }

  print(`warming up (5 invoices) ...`)
  for (let index = 0; index < 5; index++) await issueOne(index)

  let spent = cpuUs(child.pid!)
  let started = performance.now()
  const ids: string[] = []
  for (let index = 0; index < INVOICES; index++) ids.push(await issueOne(100 + index))
  const perInvoice = (cpuUs(child.pid!) - spent) / INVOICES / 1000
  const invoiceWall = (performance.now() - started) / INVOICES

  const sqliteAfter = new Database(database.sqliteFile, { readonly: true })
  const symbols = (
    sqliteAfter
      .prepare("select variable_symbol as vs from invoices where status = 'issued'")
      .all() as { vs: string }[]
  ).map((row) => row.vs)
  sqliteAfter.close()
  const statement = (run: number) =>
    camt053(
      Array.from({ length: LINES }, (_, line) => ({
        ref: `B${run}-${line}`,
        amount: '1.00',
        vs: line % 4 === 0 ? `9${String(line).padStart(7, '0')}` : symbols[line % symbols.length],
      })),
      { statementId: `BENCH-${run}` }
    )
  const importOne = async (run: number) => {
    const { body, type } = multipart('statement', `statement-${run}.xml`, statement(run))
    const answer = await staff.send(`/invoices/statements?_csrf=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'Accept': 'text/html' },
      body,
    })
    if (answer.status !== 302) throw new Error(`the statement answered ${answer.status}`)
  }
  await importOne(0)
  const RUNS = 3
  spent = cpuUs(child.pid!)
  started = performance.now()
  for (let run = 1; run <= RUNS; run++) await importOne(run)
  const perImport = (cpuUs(child.pid!) - spent) / RUNS / 1000
  const importWall = (performance.now() - started) / RUNS

  const fonts = [
    readFileSync(join(build.dir, 'resources/fonts/DejaVuSans.ttf')),
    readFileSync(join(build.dir, 'resources/fonts/DejaVuSans-Bold.ttf')),
  ] as const
  for (let page = 0; page < 10; page++) await peerPage(fonts[0], fonts[1])
  const before = process.cpuUsage()
  for (let page = 0; page < PEER_PAGES; page++) await peerPage(fonts[0], fonts[1])
  const used = process.cpuUsage(before)
  const perPeerPage = (used.user + used.system) / PEER_PAGES / 1000

  print('')
  print(
    `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`
  )
  print('| operation | app CPU | wall | beside it |')
  print('| --- | ---: | ---: | --- |')
  print(
    `| issue an invoice of 3 lines (draft, issue, PDF, XML) | ${perInvoice.toFixed(1)} ms | ${invoiceWall.toFixed(1)} ms | pdf-lib alone, one page: ${perPeerPage.toFixed(1)} ms (${(perInvoice / perPeerPage).toFixed(2)}×) |`
  )
  print(
    `| import a camt.053 of ${LINES} credits | ${perImport.toFixed(0)} ms | ${importWall.toFixed(0)} ms | ${(perImport / LINES).toFixed(2)} ms a credit |`
  )
} finally {
  await stopProcess(child)
  database.cleanup()
  build.cleanup()
}
