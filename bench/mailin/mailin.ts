/**
 * Replies by e-mail through the real receiver and pipeline (issue 44): the production build
 * (bin/server.js with INBOUND_SMTP_PORT, so the web process runs the SMTP receiver), a fresh
 * database with the demo data, and BENCH_MESSAGES replies from the demo client to a digest of
 * one of their projects (a reply of a few lines over a quoted digest, text and HTML as mail
 * clients send them, each with its own Message-ID) sent over SMTP with nodemailer on
 * BENCH_CONNECTIONS pooled connections. Each message is answered 250 only once the pipeline
 * has recorded it, checked the sender (SPF/DKIM/DMARC: the demo domain has no records), cut
 * the quote and posted it in the chat, so messages a second is end to end. Beside it, in the
 * same run, a bare `smtp-server` in its own process (bench/mailin/bare_smtp.ts) accepting and
 * discarding the same messages the same way: the ceiling of SMTP itself in Node. CPU per
 * message is each receiving process's user + system time from /proc over the measured
 * messages (after a warm-up of BENCH_WARMUP), and on PostgreSQL also the database's backends.
 *
 *   npx node bench/mailin/mailin.ts
 *
 * Environment: BENCH_MESSAGES (2000), BENCH_WARMUP (200), BENCH_CONNECTIONS (4), BENCH_ROUNDS
 * (2: app and peer alternate, each round's figures printed, the median of rounds beside),
 * INBOUND_AUTHENTICATION=off (the pipeline without the sender checks), BUILD_DIR (an existing
 * build; otherwise the working tree is built in a temporary copy),
 * KEEP_BUILD=1, BENCH_DB=pg (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_http, wiped), APP_LOG=1.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createConnection } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import nodemailer from 'nodemailer'
import pg from 'pg'
import { announcedPort } from '../http/measure.ts'
import {
  freePort,
  freshDatabase,
  launchServer,
  prepareBuild,
  stopProcess,
} from '../http/served_app.ts'
import { cpuMeter } from '../chat/cpu.ts'

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const DOMAIN = 'in.bench.test'
const DEMO_EMAIL = 'client@example.com'
const print = (line: string) => process.stdout.write(line + '\n')
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()

type Thread = { userId: number; projectId: number; name: string }

/* The demo client and the first project they own, read from the fresh database. */
async function demoThread(env: NodeJS.ProcessEnv, sqliteFile: string): Promise<Thread> {
  const userSql = 'select id, full_name as name from users where email = $1'
  const projectSql =
    "select project_id from project_members where user_id = $1 and role = 'owner' order by project_id limit 1"
  if (env.DB_CONNECTION === 'pg') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const user = (await client.query(userSql, [DEMO_EMAIL])).rows[0]
      const project = (await client.query(projectSql, [user.id])).rows[0]
      return { userId: Number(user.id), projectId: Number(project.project_id), name: user.name }
    } finally {
      await client.end()
    }
  }
  const sqlite = new Database(sqliteFile, { readonly: true })
  try {
    const user = sqlite.prepare(userSql.replace('$1', '?')).get(DEMO_EMAIL) as any
    const project = sqlite.prepare(projectSql.replace('$1', '?')).get(user.id) as any
    return { userId: user.id, projectId: project.project_id, name: user.name }
  } finally {
    sqlite.close()
  }
}

/* What the pipeline did with the messages: accepted ones and the chat messages they became. */
async function outcomes(env: NodeJS.ProcessEnv, sqliteFile: string, thread: Thread) {
  const acceptedSql = "select count(*) as n from inbound_mails where status = 'accepted'"
  const postedSql =
    "select count(*) as n from messages where project_id = $1 and author_id = $2 and body like 'Thanks, % works for us%'"
  if (env.DB_CONNECTION === 'pg') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const accepted = Number((await client.query(acceptedSql)).rows[0].n)
      const posted = Number(
        (await client.query(postedSql, [thread.projectId, thread.userId])).rows[0].n
      )
      return { accepted, posted }
    } finally {
      await client.end()
    }
  }
  const sqlite = new Database(sqliteFile, { readonly: true })
  try {
    const accepted = (sqlite.prepare(acceptedSql).get() as any).n as number
    const posted = (
      sqlite
        .prepare(postedSql.replace('$1', '?').replace('$2', '?'))
        .get(thread.projectId, thread.userId) as any
    ).n as number
    return { accepted, posted }
  } finally {
    sqlite.close()
  }
}

/*
| The reply address the digest carries for the demo client, from the build itself (`node ace
| inbound:address`: signed with the build's APP_KEY, as the server checks it).
*/
function replyAddressOf(buildDir: string, env: NodeJS.ProcessEnv, thread: Thread) {
  const output = execFileSync(
    process.execPath,
    ['ace.js', 'inbound:address', '--project', String(thread.projectId), '--email', DEMO_EMAIL],
    { cwd: buildDir, env, encoding: 'utf8' }
  )
  const address = /reply\+\S+@\S+/.exec(output)?.[0]
  if (!address) throw new Error(`no reply address: ${output}`)
  return address
}

/* A reply as a mail client writes it: a few lines over the quoted digest, text and HTML. */
function reply(n: number, round: string, thread: Thread, to: string) {
  const digest = [
    'You have 3 unread messages in Bakery ordering app.',
    '',
    'Adam Staff, 09:12: The first build is on TestFlight. Could you try ordering a loaf for',
    'tomorrow morning and paying with a test card? Tell us where it felt slow.',
    '',
    'Adam Staff, 09:14: Also: the pick-up times now follow your opening hours, 6:00 to 18:00,',
    'and orders close at 20:00 the evening before.',
    '',
    'Adam Staff, 11:40: We moved the launch review to Thursday at 10:00.',
    '',
    'Reply to this e-mail to answer in the chat, or open the project: https://app.example/p/1',
    '',
    '--',
    'Codeva s.r.o. - Mlynske nivy 5, 821 09 Bratislava',
    'You get this summary because you have unread messages. Settings: https://app.example/s',
  ]
  const text = [
    `Thanks, Thursday at 10 works for us (${n}).`,
    'I tried the order on my phone: paying was quick, but the list of breads takes a',
    'moment to appear on mobile data. Could the photos load after the names?',
    '',
    'Clara',
    '',
    `On Wed, Dec 2, 2026 at 11:41 AM Codeva <${to}> wrote:`,
    ...digest.map((line) => `> ${line}`),
  ].join('\n')
  const html = [
    `<div dir="ltr"><div>Thanks, Thursday at 10 works for us (${n}).</div>`,
    '<div>I tried the order on my phone: paying was quick, but the list of breads takes a moment',
    'to appear on mobile data. Could the photos load after the names?</div><div><br></div>',
    '<div>Clara</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">',
    `On Wed, Dec 2, 2026 at 11:41 AM Codeva &lt;${to}&gt; wrote:<br></div>`,
    '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid',
    'rgb(204,204,204);padding-left:1ex">',
    ...digest.map((line) => `<div>${line || '<br>'}</div>`),
    '</blockquote></div>',
  ].join('\n')
  return {
    from: `${thread.name} <${DEMO_EMAIL}>`,
    to,
    subject: 'Re: 3 unread messages in Bakery ordering app',
    messageId: `<bench-${round}-${n}@mail.example.com>`,
    inReplyTo: '<digest-1@in.bench.test>',
    text,
    html,
  }
}

async function sendAll(port: number, messages: nodemailer.SendMailOptions[]) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Infinity,
  })
  let refused = 0
  try {
    await Promise.all(
      messages.map((message) =>
        transport.sendMail(message).catch(() => {
          refused++
        })
      )
    )
  } finally {
    transport.close()
  }
  return refused
}

async function portOpen(port: number, deadline = Date.now() + 30_000) {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`)
    await sleep(200)
  }
}

type Figures = { perSecond: number; appCpuMs: number; databaseCpuMs: number; refused: number }

/* Warm-up, then the measured messages, with the receiving process's CPU over them. */
async function measure(
  port: number,
  pid: number,
  make: (n: number, round: string) => nodemailer.SendMailOptions,
  round: string,
  databaseUrl?: string
): Promise<Figures> {
  await sendAll(
    port,
    Array.from({ length: WARMUP }, (_, n) => make(n, `${round}w`))
  )
  const messages = Array.from({ length: MESSAGES }, (_, n) => make(n, round))
  const meter = cpuMeter(() => [pid], databaseUrl)
  const started = performance.now()
  const refused = await sendAll(port, messages)
  const seconds = (performance.now() - started) / 1000
  const cpu = meter()
  return {
    perSecond: MESSAGES / seconds,
    appCpuMs: cpu.app / 1000 / MESSAGES,
    databaseCpuMs: cpu.database / 1000 / MESSAGES,
    refused,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const build = prepareBuild()
let database: ReturnType<typeof freshDatabase> | undefined
let app: ChildProcess | undefined
let peer: ChildProcess | undefined
try {
  const port = await freePort()
  const smtpPort = await freePort()
  database = freshDatabase(build.dir, port)
  const env: NodeJS.ProcessEnv = {
    ...database.env,
    INBOUND_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    // One sending address for thousands of messages: the per-address limit is the bench's to lift.
    INBOUND_MESSAGES_PER_MINUTE: '100000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // `off` measures the pipeline without the sender checks (SPF, DKIM, DMARC).
    INBOUND_AUTHENTICATION: process.env.INBOUND_AUTHENTICATION ?? 'enforce',
  }
  const thread = await demoThread(env, database.sqliteFile)
  const address = replyAddressOf(build.dir, env, thread)
  app = await launchServer(build.dir, port, env)
  await portOpen(smtpPort)
  peer = spawn(process.execPath, [join(import.meta.dirname, 'bare_smtp.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const peerPort = await announcedPort(peer, 'the bare smtp-server')
  const make = (n: number, round: string) => reply(n, round, thread, address)
  const databaseUrl = env.DB_CONNECTION === 'pg' ? env.DATABASE_URL : undefined
  const size = Buffer.byteLength(
    (
      await nodemailer
        .createTransport({ streamTransport: true, buffer: true })
        .sendMail(make(0, 'size'))
    ).message as Buffer
  )

  print(`uptime before: ${uptime()}`)
  print(
    `${MESSAGES} replies of ${(size / 1024).toFixed(1)} KB (text + HTML over a quoted digest), ` +
      `${CONNECTIONS} SMTP connections, ${WARMUP} warm-up each, ${env.DB_CONNECTION}`
  )
  const rounds: { app: Figures; peer: Figures }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const appFigures = await measure(smtpPort, app.pid!, make, `a${round}`, databaseUrl)
    const peerFigures = await measure(peerPort, peer.pid!, make, `p${round}`)
    rounds.push({ app: appFigures, peer: peerFigures })
    print(
      `round ${round}: app ${appFigures.perSecond.toFixed(0)}/s ${appFigures.appCpuMs.toFixed(2)} ms CPU` +
        (databaseUrl ? ` + ${appFigures.databaseCpuMs.toFixed(2)} ms PostgreSQL` : '') +
        `, peer ${peerFigures.perSecond.toFixed(0)}/s ${peerFigures.appCpuMs.toFixed(3)} ms CPU` +
        (appFigures.refused + peerFigures.refused
          ? ` (refused: app ${appFigures.refused}, peer ${peerFigures.refused})`
          : '')
    )
  }
  const done = await outcomes(env, database.sqliteFile, thread)
  const expected = ROUNDS * (MESSAGES + WARMUP)
  print(
    `pipeline: ${done.accepted} accepted, ${done.posted} posted in the chat (of ${expected} sent)`
  )
  const appRate = median(rounds.map((entry) => entry.app.perSecond))
  const appCpu = median(rounds.map((entry) => entry.app.appCpuMs))
  const dbCpu = median(rounds.map((entry) => entry.app.databaseCpuMs))
  const peerRate = median(rounds.map((entry) => entry.peer.perSecond))
  const peerCpu = median(rounds.map((entry) => entry.peer.appCpuMs))
  print('')
  print(`| receiver (median of ${ROUNDS}) | messages/s | CPU per message |`)
  print('| --- | ---: | ---: |')
  print(
    `| app: smtp-server + pipeline + chat post | ${appRate.toFixed(0)} | ${appCpu.toFixed(2)} ms` +
      (databaseUrl ? ` + ${dbCpu.toFixed(2)} ms PostgreSQL` : '') +
      ' |'
  )
  print(`| peer: bare smtp-server, discards | ${peerRate.toFixed(0)} | ${peerCpu.toFixed(3)} ms |`)
  print(
    `| app / peer | ${(peerRate / appRate).toFixed(1)}x slower | ${(appCpu / peerCpu).toFixed(0)}x the CPU |`
  )
  print(`uptime after: ${uptime()}`)
} finally {
  if (peer) await stopProcess(peer)
  if (app) await stopProcess(app)
  database?.cleanup()
  build.cleanup()
}
