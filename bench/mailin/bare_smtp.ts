/**
 * The peer of bench/mailin/mailin.ts: a bare `smtp-server` that takes the same messages the
 * same way (no AUTH, the same size limit) and throws them away, in a process of its own so its
 * CPU is read from /proc exactly as the app's is. Prints "PORT {port}" once listening.
 */
import { SMTPServer } from 'smtp-server'

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  disableReverseLookup: true,
  size: 15 * 1024 * 1024,
  onData(stream, _session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => callback())
  },
})
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address()
  if (address && typeof address === 'object') process.stdout.write(`PORT ${address.port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
