import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
/*
| The search index's schema (docs/decisions/search-index.md), created by the migration
| 7200_create_search_index and filled again by `node ace search:rebuild`.
|
| SQLite: one contentless FTS5 table per kind of thing, its rowid the thing's id, written by
| triggers on the thing's table, so a message deleted or edited changes the index in the
| statement (and so the transaction) that changes it. FTS5's tokenizer removes diacritics and
| folds case; ß it keeps, so the triggers write it `ss` (the query is folded the same way in
| shared/search.ts).
|
| PostgreSQL: no copy at all. A GIN index on each table's folded text (`search_fold`: unaccent,
| which writes ß as ss, then lower case) is part of the table, so it is in step by definition;
| the queries repeat the indexed expression exactly so the planner uses it.
*/

interface Source {
  /* The FTS5 table. */
  index: string
  /* The indexed table, and the columns whose change rewrites the entry. */
  table: string
  columns: string[]
  /* The text indexed, from the row `row` (`new`, `old`, or the table's name). */
  text: (row: string, dialect: string) => string
  /* Which rows are indexed at all. */
  when?: (row: string) => string
}

/*
| An invoice's searchable text: its number, variable symbol, and the customer's name and company
| number from the customer as issued (JSON text). PostgreSQL's json cast and ->> are immutable,
| so the expression can be indexed; the search read repeats it (app/data/search_invoices.ts).
*/
export function invoiceText(row: string, dialect: string) {
  const customer = (field: string) =>
    dialect === 'sqlite'
      ? `coalesce(json_extract(${row}.customer, '$.${field}'), '')`
      : `coalesce(cast(${row}.customer as json) ->> '${field}', '')`
  return [
    `coalesce(${row}.number, '')`,
    `coalesce(${row}.variable_symbol, '')`,
    customer('name'),
    customer('companyNumber'),
  ].join(` || ' ' || `)
}

const joined = (row: string, columns: string[]) =>
  columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `)

export const SEARCH_SOURCES: Source[] = [
  {
    index: 'search_messages',
    table: 'messages',
    columns: ['body', 'kind', 'deleted_at'],
    text: (row) => `${row}.body`,
    when: (row) => `${row}.kind = 'message' and ${row}.deleted_at is null`,
  },
  {
    index: 'search_files',
    table: 'files',
    columns: ['name', 'project_id'],
    text: (row) => `${row}.name`,
    when: (row) => `${row}.project_id is not null`,
  },
  {
    index: 'search_projects',
    table: 'projects',
    columns: ['name', 'description'],
    text: (row) => joined(row, ['name', 'description']),
  },
  {
    index: 'search_people',
    table: 'users',
    columns: ['full_name', 'email'],
    text: (row) => joined(row, ['full_name', 'email']),
  },
  {
    index: 'search_offers',
    table: 'offers',
    columns: ['subject', 'email', 'content'],
    text: (row) => joined(row, ['subject', 'email', 'content']),
  },
  {
    // Issued invoices and credit notes by number, variable symbol and the customer as issued.
    index: 'search_invoices',
    table: 'invoices',
    columns: ['status', 'number', 'customer'],
    text: invoiceText,
    when: (row) => `${row}.status = 'issued'`,
  },
  {
    index: 'search_conversation_messages',
    table: 'conversation_messages',
    columns: ['body'],
    text: (row) => `${row}.body`,
  },
]

/* SQLite: ß is the one letter FTS5's unicode61 does not fold as German readers expect. */
const foldedSqlite = (text: string) => `replace(replace(${text}, 'ß', 'ss'), 'ẞ', 'ss')`

/* PostgreSQL: the indexed expression, repeated by every query (app/data/search_*.ts). */
/*
| The FTS5 tables and the shadow tables SQLite keeps for each: not models, so the ORM's schema
| generation leaves them out (config/database.ts; their untyped columns would not compile).
*/
export const SEARCH_TABLES = SEARCH_SOURCES.flatMap(({ index }) => [
  index,
  ...['config', 'data', 'docsize', 'idx'].map((part) => `${index}_${part}`),
])

export const pgVector = (text: string) => `to_tsvector('simple', search_fold(${text}))`

/* The entry of row `row`: in a trigger `new`; in a rebuild every row of the table. */
function sqliteEntry(source: Source, row: string, from = '') {
  const where = source.when ? ` where ${source.when(row)}` : ''
  return `insert into ${source.index}(rowid, body)
    select ${row}.id, ${foldedSqlite(source.text(row, 'sqlite'))}${from}${where}`
}

function pgIndex(source: Source) {
  const bare = (text: string) => text.replaceAll(`${source.table}.`, '')
  const where = source.when ? ` where ${bare(source.when(source.table))}` : ''
  return `create index ${source.index}_index on ${source.table} using gin (${pgVector(
    bare(source.text(source.table, 'postgres'))
  )})${where}`
}

function sqliteIndex(source: Source) {
  return [
    // Contentless: the words are in the index only; what is shown is read from the table.
    `create virtual table ${source.index} using fts5(body, content='', contentless_delete=1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
    `create trigger ${source.index}_added after insert on ${source.table} begin
      ${sqliteEntry(source, 'new')}; end`,
    `create trigger ${source.index}_changed after update of ${source.columns.join(', ')}
      on ${source.table} begin
      delete from ${source.index} where rowid = old.id;
      ${sqliteEntry(source, 'new')}; end`,
    `create trigger ${source.index}_removed after delete on ${source.table} begin
      delete from ${source.index} where rowid = old.id; end`,
  ]
}

function dropSource(dialect: string, source: Source) {
  if (dialect === 'postgres') return [`drop index if exists ${source.index}_index`]
  return [
    `drop trigger if exists ${source.index}_added`,
    `drop trigger if exists ${source.index}_changed`,
    `drop trigger if exists ${source.index}_removed`,
    `drop table if exists ${source.index}`,
  ]
}

/*
| One source's index made again from nothing and filled (a migration that adds a source: on a
| database the first migration made after the source was listed, it is there already).
*/
export function recreateSourceIndex(dialect: string, name: string): string[] {
  const source = SEARCH_SOURCES.find((candidate) => candidate.index === name)!
  if (dialect === 'postgres') return [...dropSource(dialect, source), pgIndex(source)]
  return [
    ...dropSource(dialect, source),
    ...sqliteIndex(source),
    sqliteEntry(source, source.table, ` from ${source.table}`),
  ]
}

export function dropSourceIndex(dialect: string, name: string): string[] {
  return dropSource(
    dialect,
    SEARCH_SOURCES.find((candidate) => candidate.index === name)!
  )
}

export function createSearchIndex(dialect: string): string[] {
  if (dialect === 'postgres') {
    return [
      'create extension if not exists unaccent',
      // unaccent() is only stable (its rules file could change); the index needs an immutable
      // function, so the dictionary is named and the function declared immutable.
      `create or replace function search_fold(text) returns text language sql immutable
        parallel safe strict as $$ select lower(replace(public.unaccent('public.unaccent'::regdictionary, $1), 'ẞ', 'ss')) $$`,
      ...SEARCH_SOURCES.map(pgIndex),
    ]
  }
  return SEARCH_SOURCES.flatMap(sqliteIndex)
}

export function dropSearchIndex(dialect: string): string[] {
  const dropped = SEARCH_SOURCES.flatMap((source) => dropSource(dialect, source))
  return dialect === 'postgres'
    ? [...dropped, 'drop function if exists search_fold(text)']
    : dropped
}

/* Every entry written again from the tables (SQLite), or every index rebuilt (PostgreSQL). */
export function rebuildSearchIndex(dialect: string): string[] {
  if (dialect === 'postgres') {
    return SEARCH_SOURCES.map((source) => `reindex index ${source.index}_index`)
  }
  return SEARCH_SOURCES.flatMap((source) => [
    `delete from ${source.index}`,
    sqliteEntry(source, source.table, ` from ${source.table}`),
  ])
}

/* Runs the rebuild's statements inside the caller's transaction. */
export async function runSearchRebuild(trx: TransactionClientContract) {
  for (const statement of rebuildSearchIndex(trx.dialect.name)) await trx.rawQuery(statement)
}
