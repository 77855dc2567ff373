/*
| Ids from URLs and forms, before they reach a query. Our tables' ids are `increments`, a 32-bit
| integer on PostgreSQL: comparing one with 2147483648 there is an SQL error (and, inside a
| transaction, spoils the rest of it), while SQLite simply finds nothing. So a value that cannot
| be an id becomes 0, which no row has: the lookup answers 404 on both databases.
*/
export const ID_MAX = 2_147_483_647

export function recordId(value: unknown) {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : 0
}
