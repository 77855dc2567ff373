import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import mail from '@adonisjs/mail/services/main'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'

/*
| A real SMTP server on loopback for tests (the `smtp-server` package), on a free port. It keeps
| every message it accepts, raw and parsed, and can answer like an unwell or unwilling server:
| `refuse(n, 451)` turns the next n messages away with a temporary error at DATA, `refuse(n,
| 550)` with a permanent one. `down()` closes its port (a connection is refused, like a mail
| server that is not running), `stall()` accepts connections on it and never answers (the
| client times out, like a server that hangs) and `up()` opens the same port again.
*/
export type ReceivedMail = {
  raw: string
  from: string
  to: string[]
  headers: Record<string, string>
  html: string
  text: string
}

export async function startSmtpListener() {
  const received: ReceivedMail[] = []
  let refusals: { left: number; code: number } = { left: 0, code: 451 }
  let attempts = 0

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 before the greeting: it can outlast the client's wait.
    disableReverseLookup: true,
    // down() must not wait for the default 30 s grace period of open connections.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        attempts++
        if (refusals.left > 0) {
          refusals.left--
          const error = new Error(
            refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'
          ) as Error & { responseCode: number }
          error.responseCode = refusals.code
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((entry) => entry.address),
          ...parseMessage(raw),
        })
        callback()
      })
    },
  }
  let server = new SMTPServer(options)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  let silent: { server: Server; sockets: Set<Socket> } | null = null
  const quiet = async () => {
    if (!silent) return
    for (const socket of silent.sockets) socket.destroy()
    const closing = silent.server
    silent = null
    await new Promise<void>((resolve) => closing.close(() => resolve()))
  }

  return {
    port,
    received,
    get attempts() {
      return attempts
    },
    refuse(count: number, code: number) {
      refusals = { left: count, code }
    },
    down: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /* After down(): connections are taken and left without a greeting. */
    stall: async () => {
      const sockets = new Set<Socket>()
      const hanging = createServer((socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      silent = { server: hanging, sockets }
      await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', () => resolve()))
    },
    // A new server on the same port: a closed one keeps answering 421 "shutting down".
    up: async () => {
      await quiet()
      server = new SMTPServer(options)
      return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
    },
    close: async () => {
      await quiet()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/* Just enough MIME for what nodemailer writes: headers, multipart/alternative, QP and base64. */
function parseMessage(raw: string) {
  const { headers, body } = splitPart(raw)
  const parts: { type: string; content: string }[] = []
  collect(headers, body, parts)
  return {
    headers,
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
  }
}

function splitPart(raw: string) {
  const index = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, index).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
    }
  }
  return { headers, body: raw.slice(index + 4) }
}

function collect(
  headers: Record<string, string>,
  body: string,
  parts: { type: string; content: string }[]
) {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break
      const part = splitPart(section.replace(/^\r\n/, ''))
      collect(part.headers, part.body, parts)
    }
    return
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8')
  parts.push({ type, content: bytes.toString('utf8').replace(/\r\n/g, '\n') })
}

function decodeQuotedPrintable(text: string) {
  const joined = text.replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index]
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(joined.slice(index + 1, index + 3), 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/* RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8')
    )
}

/*
| Starts a listener and points the app's default mailer at it for one test (the rest of the
| suite keeps the development mailbox): `const listener = await useSmtpListener(cleanup)`.
*/
export async function useSmtpListener(cleanup: (fn: () => Promise<void>) => void) {
  // A fake mailer an earlier test left behind would swallow the message.
  mail.restore()
  const listener = await startSmtpListener()
  const config = mail.config as any
  const previous = { name: config.default, smtp: config.mailers.smtp }
  config.mailers.smtp = () =>
    new SMTPTransport({
      host: '127.0.0.1',
      port: listener.port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 3000,
      // A server that takes the connection and never greets (stall()) is given up on quickly.
      greetingTimeout: 2000,
      socketTimeout: 3000,
    } as any)
  config.default = 'smtp'
  await mail.close('smtp')
  cleanup(async () => {
    await mail.close('smtp')
    config.default = previous.name
    config.mailers.smtp = previous.smtp
    await listener.close()
  })
  return listener
}
