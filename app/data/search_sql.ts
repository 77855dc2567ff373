import type { Dialect } from '#data/statement'
import { pgVector } from '#data/search_index'

/*
| The fragments every search read shares (app/data/search_*.ts): the match, and the order by
| relevance and recency. Values by name: `q` is the query built from the words people typed
| (shared/search.ts), never their text itself.
|
| Relevance: FTS5's bm25 (negative, lower is better) or PostgreSQL's ts_rank (0..1, higher is
| better), turned the same way round; recency adds up to 3 for today, fading over months, so of
| two equally good matches the newer comes first and a much better old one still wins.
*/
export function matches(dialect: Dialect, index: string, text: string) {
  return dialect === 'sqlite'
    ? `${index} match :q`
    : `${pgVector(text)} @@ to_tsquery('simple', :q)`
}

export function score(dialect: Dialect, index: string, text: string, createdAt: string) {
  return dialect === 'sqlite'
    ? `(-bm25(${index}) + 3.0 / (1 + (julianday('now') - julianday(${createdAt})) / 30.0))`
    : `(ts_rank(${pgVector(text)}, to_tsquery('simple', :q)) * 20
        + 3.0 / (1 + extract(epoch from (now() - ${createdAt})) / 2592000.0))`
}

/* On SQLite the FTS5 table leads and its rowid names the row; PostgreSQL reads the table. */
export function fromIndex(dialect: Dialect, index: string, table: string, alias: string) {
  return dialect === 'sqlite'
    ? `${index} join ${table} ${alias} on ${alias}.id = ${index}.rowid`
    : `${table} ${alias}`
}

/* Someone who may read a project: staff, or one of its members (removed members are not). */
export const readsProject = (projectId: string) =>
  `(cast(:staff as integer) = 1 or exists (select 1 from project_members pm
    where pm.project_id = ${projectId} and pm.user_id = cast(:user as integer)))`

/* An optional filter: `cast(:x ...) is null` keeps PostgreSQL told the value's type. */
export const optional = (name: string, type: 'integer' | 'timestamptz', condition: string) =>
  `(cast(:${name} as ${type}) is null or ${condition})`
