import { errors } from '@adonisjs/core'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Message from '#models/message'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'
import { ID_MAX } from '#validators/chat'

/*
| The message a route names and its project as the user sees it (with their role), or 404: a
| message in a project the user is outside of does not exist for them. Used by edit and delete.
*/
export async function findMessageFor(user: User, id: unknown) {
  const messageId = Number(id)
  const message =
    Number.isSafeInteger(messageId) && messageId > 0 && messageId <= ID_MAX
      ? await Message.find(messageId)
      : null
  if (!message) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  const project = await findProjectFor(user, message.projectId)
  return { message, project }
}

/*
| The same message again inside a transaction, with its relations, taken for the change on
| PostgreSQL (SQLite writes one transaction at a time anyway, and knex warns on FOR UPDATE).
*/
export async function lockMessage(trx: TransactionClientContract, id: number) {
  const query = Message.query({ client: trx })
    .withScopes((scopes) => scopes.withChatRelations())
    .where('id', id)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  return query.firstOrFail()
}
