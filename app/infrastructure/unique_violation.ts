/* SQLite's and PostgreSQL's ways of saying a unique index refused the row. */
export function isUniqueViolation(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return Boolean(
    code === '23505' || (code?.startsWith('SQLITE_CONSTRAINT') && /UNIQUE/i.test(message ?? ''))
  )
}
