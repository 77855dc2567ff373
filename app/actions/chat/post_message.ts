import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Message from '#models/message'
import type Project from '#models/project'
import type User from '#models/user'
import type { ProjectRole } from '#shared/projects'
import MessagePosted, { type PostedMember } from '#events/message_posted'
import { Broadcaster } from '#realtime/broadcaster'
import { chatMessagePayload, sendChatMessage } from '#services/chat_broadcasts'
import { isUniqueViolation } from '#infrastructure/unique_violation'
import { hasVisibleText } from '#shared/visible_text'
import { run } from '#data/run'
import { insertMessage, MESSAGE_COLUMNS, storeMessage } from '#data/message_insert'

export type NewMessage = {
  text?: string | null
  replyToId?: number | null
  clientKey?: string | null
  attachmentIds?: string[]
}

/* A file named in `attachmentIds` is not (or no longer) the poster's upload to send here. */
export class AttachmentsUnavailable extends Error {}

/*
| Writes a message (or a reply) into the project's chat; authorize `post` first (the project as
| the author sees it, with their role), validate with postMessageValidator (the reply target is
| checked there). Posting is idempotent per client key: the key a browser sends again after a
| lost answer finds the message it already made (`created: false`); the unique index is the
| check, so a first post costs no lookup, and when two retries race one gets in and the other
| reads it. Once committed, everyone on the page hears `message.created` and the unread counts
| and the away digest hear MessagePosted. Returns the message as the JSON endpoints show it.
| A retry is announced again: the first answer may have been lost because the process that
| stored the message died before announcing it (a node killed mid-request), and members whose
| socket never dropped would not catch up. Pages de-duplicate by id; the counts are recomputed.
*/
export async function postMessage(author: User, project: Project, input: NewMessage) {
  const clientKey = input.clientKey ?? null
  const attachmentIds = input.attachmentIds ?? []
  const now = DateTime.now()
  const row = (format: string): Row => ({
    project_id: project.id,
    author_id: author.id,
    kind: 'message',
    // A caption of only invisible characters beside files is no caption.
    body: input.text && hasVisibleText(input.text) ? input.text : '',
    reply_to_id: input.replyToId ?? null,
    client_key: clientKey,
    created_at: now.toFormat(format),
    updated_at: now.toFormat(format),
  })
  try {
    const client = db.connection()
    const stored: { message: Message; members?: PostedMember[] } =
      attachmentIds.length === 0 && client.dialect.name === 'postgres' && !client.isTransaction
        ? await storeInOneStatement(row(client.dialect.dateTimeFormat), author)
        : {
            message: await db.transaction(async (trx) => {
              const values = row(trx.dialect.dateTimeFormat)
              const [inserted] = await run(insertMessage(), bindings(values), trx)
              const draft = Message.$createFromAdapterResult(inserted, undefined, { client: trx })!
              await attach(trx, draft, author, attachmentIds)
              const message = await related(draft, author, attachmentIds.length > 0)
              // Last, so posts to the same project wait for this row only until the commit.
              await trx
                .from('projects')
                .where('id', project.id)
                .update({ last_activity_at: values.created_at, updated_at: values.created_at })
              return message
            }),
          }
    // Committed: a rolled back post never gets here, and a reader who fetches finds it.
    const message = await announce(stored.message, author, project, stored.members ?? true)
    return { message, created: true }
  } catch (error) {
    const retried =
      clientKey && isUniqueViolation(error) ? await sameKey(author, project.id, clientKey) : null
    if (retried) return { message: await announce(retried, author, project, false), created: false }
    throw error
  }
}

/*
| PostgreSQL, a message without files: the row and the project's last activity in one
| statement (its own transaction: both or neither), instead of BEGIN, INSERT, UPDATE and
| COMMIT, each a round trip and each work for the server. The project's members (who, muted)
| come back with it, as the statement saw them, so the notification does not ask again. Not
| inside a transaction someone else opened (the tests' global one): there a refused client key
| must roll back to a savepoint, or PostgreSQL refuses the lookup of the message that key made.
*/
async function storeInOneStatement(values: Row, author: User) {
  const [result] = await run(storeMessage(), [
    ...bindings(values),
    ...([values.created_at, values.created_at, values.project_id] as (string | number)[]),
  ])
  const { posted_members: members, ...stored } = result
  const draft = Message.$createFromAdapterResult(stored)!
  return {
    message: await related(draft, author, false),
    members: ((members ?? []) as [number, boolean][]).map(([userId, muted]) => ({
      userId,
      muted,
    })),
  }
}

type Row = Record<(typeof MESSAGE_COLUMNS)[number], string | number | null>
// null binds as NULL (knex); Lucid's binding types leave it out.
const bindings = (values: Row) =>
  MESSAGE_COLUMNS.map((column) => values[column]) as (string | number)[]

/*
| Broadcast, then MessagePosted; the payload is made once for the broadcast and the answer.
| The author is the poster, so their role is the one the project was loaded with. A message
| just stored (`fresh`: true, or the members read with it) travels with what its notification
| says (text, project, author, maybe the members), so nobody reads it back; a retry's may have
| been deleted since, and its listeners look it up.
*/
async function announce(
  message: Message,
  author: User,
  project: Project,
  fresh: boolean | PostedMember[]
) {
  const roles = new Map<number, ProjectRole>()
  if (project.viewerRole) roles.set(author.id, project.viewerRole)
  const payload = await chatMessagePayload(message, roles)
  try {
    // The message and what its listeners announce (every member's counts) leave together.
    await (
      await app.container.make(Broadcaster)
    ).together(async () => {
      await sendChatMessage('message.created', payload)
      const details = fresh
        ? {
            body: message.body,
            projectName: project.name,
            authorName: author.fullName,
            members: fresh === true ? undefined : fresh,
          }
        : undefined
      await MessagePosted.dispatch(message.id, message.projectId, author.id, details)
    })
  } catch (error) {
    // Stored is stored: the answer still says so (as infrastructure/after_commit does).
    logger.error({ err: error }, 'A chat message could not be announced')
  }
  return payload
}

/*
| The message as stored (returned by its insert: SQLite keeps whole seconds, defaults filled
| in), the way every later read shows it. Its author is the poster; only a message with files
| needs them loaded, and only a reply its original.
*/
async function related(saved: Message, author: User, withFiles: boolean) {
  saved.$setRelated('author', author)
  if (withFiles) {
    await saved.load('attachments', (files) => files.preload('uploadedBy').orderBy('id', 'asc'))
  } else {
    saved.$setRelated('attachments', [])
  }
  if (saved.replyToId) await saved.load('replyTo', (original) => original.preload('author'))
  return saved
}

/*
| The poster's own uploads in this project, not yet sent, go with the message. The update is
| the check: a file someone else uploaded, already sent or deleted meanwhile is not changed.
*/
async function attach(
  trx: TransactionClientContract,
  message: Message,
  author: User,
  publicIds: string[]
) {
  if (publicIds.length === 0) return
  const attached = await trx
    .from('files')
    .whereIn('public_id', publicIds)
    .where('project_id', message.projectId)
    .where('uploaded_by_id', author.id)
    .where('status', 'ready')
    .whereNull('message_id')
    .update({ message_id: message.id })
  const count = Array.isArray(attached) ? attached.length : Number(attached)
  if (count !== publicIds.length) throw new AttachmentsUnavailable()
}

function sameKey(author: User, projectId: number, clientKey: string) {
  return Message.query()
    .withScopes((scopes) => scopes.withChatRelations())
    .where('project_id', projectId)
    .where('author_id', author.id)
    .where('client_key', clientKey)
    .first()
}
