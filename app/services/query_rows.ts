/* A raw query's rows: knex answers an array on SQLite and `{ rows }` on PostgreSQL. */
export function allRows(result: any): Record<string, any>[] {
  return Array.isArray(result) ? result : (result?.rows ?? [])
}

export function firstRow(result: any) {
  return allRows(result)[0]
}
