import { RULE_COUNT, UNREAD_CONDITIONS } from '#data/unread_sql'

/*
| `project_members.unread_count` is kept by the database itself, so it is exact on every path
| that writes what the rule reads: the chat, notices, deletions, reads, joins, and also the
| seeders, the demo and the tests' factories, which insert rows directly (docs/decisions/unread-counts.md). Each change adds or removes one message for the
| members it is (or was) unread for, by the rule's own conditions applied to the row before or
| after; a moved read position or a new membership is counted again with the rule's count.
|
| The migration that created them (6020_keep_unread_counts) calls these; a change of the rule
| needs a migration that drops and creates them again.
*/

type Row = 'new' | 'old'

/* The message row `row` as `m`, so UNREAD_CONDITIONS applies to it as it is (or was). */
function messageAs(row: Row) {
  const columns = ['id', 'project_id', 'kind', 'author_id', 'created_at', 'deleted_at']
  return `(select ${columns.map((column) => `${row}.${column} as ${column}`).join(', ')}) m`
}

/*
| One more (`+`) or one less (`-`) for every membership the message `row` counts for. The
| memberships are picked in a subquery rather than through an alias of the updated table:
| SQLite before 3.42 (its shell on Debian 12) cannot read a trigger that aliases it.
*/
function countMessage(row: Row, sign: '+' | '-') {
  return `update project_members set unread_count = unread_count ${sign} 1
    where id in (select pm.id from project_members pm cross join ${messageAs(row)}
      left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
      where pm.project_id = ${row}.project_id and ${UNREAD_CONDITIONS})`
}

/* The rule's count again, for the memberships `where` (on `pm`) picks. */
function recount(where: string) {
  return `update project_members
    set unread_count = (select ${RULE_COUNT} from project_members pm
      where pm.id = project_members.id)
    where id in (select pm.id from project_members pm where ${where})`
}

const membershipOf = (row: Row) =>
  `pm.project_id = ${row}.project_id and pm.user_id = ${row}.user_id`

/* What the rule reads of a message: a change of anything else (an edit) counts nothing. */
const MESSAGE_COLUMNS = 'kind, author_id, created_at, deleted_at, project_id'
const READ_COLUMNS = 'last_read_message_id, project_id, user_id'
const MEMBER_COLUMNS = 'project_id, user_id, created_at'

/*
| Each trigger: its table, when it fires, and the statements for the rows it sees. A read row
| at position 0 counts as no row, so inserting or deleting one changes nothing.
*/
interface Trigger {
  name: string
  on: string
  event: string
  when?: { sqlite: string; postgres: string }
  /* The projects whose counts change (PostgreSQL locks them first, see below). */
  projects: Row[]
  body: string[]
}

const movedMessage = (same: string) =>
  ['kind', 'author_id', 'created_at', 'project_id']
    .map((column) => `old.${column} ${same} new.${column}`)
    .concat(`(old.deleted_at is null) ${same} (new.deleted_at is null)`)
    .join(' or ')

const TRIGGERS: Trigger[] = [
  {
    name: 'unread_message_added',
    on: 'messages',
    event: 'insert',
    projects: ['new'],
    body: [countMessage('new', '+')],
  },
  {
    name: 'unread_message_changed',
    on: 'messages',
    event: `update of ${MESSAGE_COLUMNS}`,
    when: { sqlite: movedMessage('is not'), postgres: movedMessage('is distinct from') },
    projects: ['old', 'new'],
    body: [countMessage('old', '-'), countMessage('new', '+')],
  },
  {
    name: 'unread_message_removed',
    on: 'messages',
    event: 'delete',
    projects: ['old'],
    body: [countMessage('old', '-')],
  },
  {
    name: 'unread_member_joined',
    on: 'project_members',
    event: 'insert',
    projects: ['new'],
    body: [recount('pm.id = new.id')],
  },
  {
    name: 'unread_member_changed',
    on: 'project_members',
    event: `update of ${MEMBER_COLUMNS}`,
    projects: ['new'],
    body: [recount('pm.id = new.id')],
  },
  {
    name: 'unread_read_added',
    on: 'project_reads',
    event: 'insert',
    when: { sqlite: 'new.last_read_message_id <> 0', postgres: 'new.last_read_message_id <> 0' },
    projects: ['new'],
    body: [recount(membershipOf('new'))],
  },
  {
    name: 'unread_read_moved',
    on: 'project_reads',
    event: `update of ${READ_COLUMNS}`,
    projects: ['old', 'new'],
    body: [
      recount(membershipOf('new')),
      // The row moved to another membership (nothing does that today): the old one too.
      recount(
        `${membershipOf('old')} and (old.project_id <> new.project_id or old.user_id <> new.user_id)`
      ),
    ],
  },
  {
    name: 'unread_read_removed',
    on: 'project_reads',
    event: 'delete',
    when: { sqlite: 'old.last_read_message_id <> 0', postgres: 'old.last_read_message_id <> 0' },
    projects: ['old'],
    body: [recount(membershipOf('old'))],
  },
]

/* SQLite: one writer at a time, so each trigger is its statements. */
function sqliteTrigger(trigger: Trigger) {
  const when = trigger.when ? ` when ${trigger.when.sqlite}` : ''
  return `create trigger ${trigger.name} after ${trigger.event} on ${trigger.on}
    for each row${when} begin ${trigger.body.map((statement) => `${statement};`).join(' ')} end`
}

/*
| PostgreSQL runs writers side by side, under READ COMMITTED. Every change of a project's counts
| first locks that project's row (`for no key update`, as a post's own update of the project
| does, so posts queue as they already did; foreign key checks are not blocked), and only then
| reads: a trigger function's statements each take a fresh snapshot, so what the previous
| holder of the lock committed is seen. A writer writes its own row (message, read position,
| membership) before it takes the lock, so whoever counts first either sees that row committed
| or leaves it to that writer, who counts it after them: a post racing a mark-read never loses
| nor doubles an increment (tests/functional/unread/kept_counts_pg.spec.ts).
*/
function postgresTrigger(trigger: Trigger) {
  const locks = [...new Set(trigger.projects)].map(
    (row) => `perform 1 from projects where id = ${row}.project_id for no key update;`
  )
  const when = trigger.when ? `when (${trigger.when.postgres})` : ''
  // `or replace`: `migration:fresh` drops the tables (and so the triggers) but not the functions.
  return [
    `create or replace function ${trigger.name}() returns trigger language plpgsql as $$
    begin
      ${locks.join('\n      ')}
      ${trigger.body.map((statement) => `${statement};`).join('\n      ')}
      return null;
    end $$`,
    `create trigger ${trigger.name} after ${trigger.event} on ${trigger.on}
      for each row ${when} execute function ${trigger.name}()`,
  ]
}

/* The statements that create the triggers, for the database at hand. */
export function createUnreadTriggers(dialect: string) {
  return dialect === 'postgres' ? TRIGGERS.flatMap(postgresTrigger) : TRIGGERS.map(sqliteTrigger)
}

/* And those that drop them. */
export function dropUnreadTriggers(dialect: string) {
  return dialect === 'postgres'
    ? TRIGGERS.flatMap((trigger) => [
        `drop trigger if exists ${trigger.name} on ${trigger.on}`,
        `drop function if exists ${trigger.name}()`,
      ])
    : TRIGGERS.map((trigger) => `drop trigger if exists ${trigger.name}`)
}

/* Every membership counted again with the rule (the migration's backfill). */
export const RECOUNT_ALL = recount('1 = 1')
