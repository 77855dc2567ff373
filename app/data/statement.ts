import { createHash } from 'node:crypto'

/*
| A hand-written statement: its SQLite and PostgreSQL forms side by side, written out when the
| module loads and never changed afterwards (docs/decisions/data-path.md). Values are knex's
| bindings: `?` by position with an array, `:name` by name with an object. Both databases read
| both kinds, so a form differs from the other only where the databases do.
|
| `named`: on PostgreSQL a named statement (node-postgres' `name`), parsed once per connection and
| planned no more once PostgreSQL's generic plan is as good. Such a statement must never read `*`:
| its result's shape is fixed when it is prepared, and a migration that adds a column while a node
| runs would make every later run of it on that connection fail ("cached plan must not change
| result type"); so named statements list their columns (columns.ts).
*/
export type Dialect = 'sqlite' | 'pg'

/*
| Where a fragment of text goes: into a form of a statement, or into a query builder (a model's
| scope, a `whereRaw`), which knex compiles and prepares anew on every run, so its values stay
| as they are.
*/
export type Place = Dialect | 'builder'

export interface Forms {
  sqlite: string
  pg: string
}

export interface Statement extends Forms {
  label: string
  /* The PostgreSQL statement's name when it is a named one. */
  name?: string
}

export function statement(label: string, written: Forms, options: { named?: boolean } = {}) {
  const made: Statement = { label, sqlite: written.sqlite, pg: written.pg }
  // Another text (another build, another column list) gets another name: a connection refuses
  // to prepare a name again with other text.
  if (options.named) made.name = `${label}_${digest(written.pg)}`
  return made
}

/* The same, written on first use (when the models, whose columns it lists, are loaded), then kept. */
export function statementOnce(
  label: string,
  write: () => Forms,
  options: { named?: boolean } = {}
) {
  let made: Statement | undefined
  return () => (made ??= statement(label, write(), options))
}

/* Both forms from one text, for a statement the two databases read alike. */
export function sameOnBoth(text: string): Forms {
  return { sqlite: text, pg: text }
}

/*
| Both forms from one template, given the dialect: where the two differ is spelled out in it.
*/
export function forms(write: (dialect: Dialect) => string): Forms {
  return { sqlite: write('sqlite'), pg: write('pg') }
}

/*
| A value a condition compares with (`column = value`, a `limit`), as written in a form.
|
| SQLite (3.54, bundled with better-sqlite3) lets its planner look at the value bound to such a
| term and marks the statement to be planned again when that value is bound anew; better-sqlite3
| clears the bindings after every run, so a kept statement was compiled again on every run (the
| dashboard's project lists 257 µs instead of 25). Handed over as `(select :name)` it is the same
| value, with the same affinity and index use, in a subquery the planner does not read, so the
| plan is made once (docs/upstream/sqlite-clear-bindings-reprepare.md). PostgreSQL plans its own
| way: the value as it is.
*/
export function value(place: Place, binding: string) {
  const bound = binding === '?' ? '?' : `:${binding}`
  return place === 'sqlite' ? `(select ${bound})` : bound
}

function digest(text: string) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}
