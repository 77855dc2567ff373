import { forms, statement, value } from '#data/statement'

/* The database session store's row of one session id (app/infrastructure/session_store.ts). */
export const sessionRow = (table: string) =>
  statement(
    'session_row',
    forms(
      (dialect) => `select "data", "expires_at" from "${table}" where "id" = ${value(dialect, '?')}`
    )
  )
