/*
| Errors that mean a dependency (the database, Redis) cannot be reached right now, as opposed
| to a bug: connection refused or cut, a pool that cannot hand out a connection, a server
| shutting down. They get a 503 and a warning in the log; they pass when the dependency is back.
*/
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/* PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention). */
const POSTGRES_STATES = /^(08\d{3}|57P0[1-3])$/

const NAMES = new Set(['KnexTimeoutError', 'MaxRetriesPerRequestError'])

const MESSAGES = [
  /^Connection is closed\.?$/,
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /Timeout acquiring a connection/,
  /Stream isn't writeable/,
  // ioredis's commandTimeout (config/redis.ts): Redis did not answer in time.
  /^Command timed out$/,
]

export function isDependencyDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code } = error as { code?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code))) {
    return true
  }
  if (NAMES.has(error.name) || NAMES.has(error.constructor.name)) return true
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true
  return error.cause !== undefined && error.cause !== error && isDependencyDown(error.cause)
}
