/*
| Errors that mean the database refused to keep a write, though it is reachable: the disk is
| full or failing, or PostgreSQL cancelled the transaction (a serialization failure, a deadlock)
| and it may succeed if tried again. A COMMIT that fails this way now throws (the knex patch,
| docs/upstream/knex-commit-error.md), so the request ends here and never answers "saved".
| They get a 503 with "could not be saved", and stay at error level in the log: a full disk
| needs the operator.
*/
const SQLITE_CODES = /^SQLITE_(FULL|IOERR|READONLY|BUSY|LOCKED|NOMEM)(_|$)/

/* PostgreSQL: 53xxx insufficient resources (disk full, out of memory), 40001 and 40P01. */
const POSTGRES_STATES = /^(53\d{3}|40001|40P01)$/

export function isWriteRefused(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code } = error as { code?: unknown }
  if (typeof code === 'string' && (SQLITE_CODES.test(code) || POSTGRES_STATES.test(code))) {
    return true
  }
  return error.cause !== undefined && error.cause !== error && isWriteRefused(error.cause)
}
