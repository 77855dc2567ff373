import Message from '#models/message'
import { MessageSchema } from '#database/schema'
import { columnList } from '#data/columns'
import { sameOnBoth, statementOnce } from '#data/statement'

/*
| A chat message's row, answered as stored (both databases know `returning`; Lucid's insert asks
| SQLite for the id alone, and the row was read back by a second statement). Values: these
| columns, in this order.
*/
export const MESSAGE_COLUMNS = [
  'project_id',
  'author_id',
  'kind',
  'body',
  'reply_to_id',
  'client_key',
  'created_at',
  'updated_at',
] as const

/*
| The columns it answers are listed, not `*`: the one-statement post below is a named statement
| on PostgreSQL (statement.ts says why). Made once, on first use.
*/
const insertText = () => `insert into messages (${MESSAGE_COLUMNS.join(', ')})
    values (${MESSAGE_COLUMNS.map(() => '?').join(', ')}) returning ${columnList(Message, MessageSchema)}`

export const insertMessage = statementOnce('insert_message', () => sameOnBoth(insertText()))

/*
| PostgreSQL only (app/actions/chat/post_message.ts): a message without files, its row and the
| project's last activity in one statement, with the project's members (who, muted) as the
| statement saw them. Named: parsed once per connection, planned no more once PostgreSQL's
| generic plan is as good (about 0.2 ms of the backend's CPU a post). Values: the columns above,
| then the activity time twice and the project. Exported for
| tests/functional/chat/named_statements_pg.spec.ts, which adds columns under it.
*/
export const storeMessage = statementOnce(
  'post_message',
  () =>
    sameOnBoth(`with message as (${insertText()}), touched as (
      update projects set last_activity_at = ?, updated_at = ? where id = ?
    )
    select message.*, (
      select json_agg(json_build_array(pm.user_id, pm.muted_at is not null))
        from project_members pm where pm.project_id = message.project_id
    ) as posted_members
    from message`),
  { named: true }
)
