import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Project from '#models/project'
import StoredFile from '#models/stored_file'
import type User from '#models/user'
import { afterCommit } from '#infrastructure/after_commit'
import { removeStored } from '#infrastructure/file_storage'
import { recordNotice } from '#actions/projects/record_notice'
import { broadcastChatMessage } from '#services/chat_broadcasts'
import Message from '#models/message'

/*
| Deletes one file (authorize `deleteFile`): the row now, the stored bytes once committed.
| A file that was shared (in a message or the project's files) leaves a notice in the stream,
| and the message it was attached to is announced again without it. A draft upload dropped by
| its uploader leaves nothing.
*/
export async function deleteFile(actor: User, project: Project, file: StoredFile) {
  await db.transaction(async (trx) => {
    await trx.from('files').where('id', file.id).delete()
    forgetStored(trx, [file])
    const shared = file.messageId !== null || file.purpose === 'project'
    if (shared) {
      await recordNotice(
        trx,
        project,
        { type: 'file_deleted', params: { name: actor.fullName, file: file.name } },
        actor
      )
    }
    if (file.messageId !== null) {
      const messageId = file.messageId
      afterCommit(trx, async () => {
        const message = await Message.query()
          .withScopes((scopes) => scopes.withChatRelations())
          .where('id', messageId)
          .first()
        if (message) await broadcastChatMessage('message.updated', message)
      })
    }
  })
}

/* The stored bytes of these files go once the transaction that removed their rows commits. */
export function forgetStored(
  trx: TransactionClientContract,
  files: Pick<StoredFile, 'storageKey' | 'thumbnailKey'>[]
) {
  if (files.length === 0) return
  const keys = files.flatMap((file) => [file.storageKey, file.thumbnailKey])
  afterCommit(trx, () => removeStored(keys))
}

/* The files a query picks (a project's, a message's...): rows now, bytes after the commit. */
export async function purgeFiles(
  trx: TransactionClientContract,
  pick: (query: ModelQueryBuilderContract<typeof StoredFile>) => void
) {
  const query = StoredFile.query({ client: trx })
  pick(query)
  const files = await query
  if (files.length === 0) return files
  await trx
    .from('files')
    .whereIn(
      'id',
      files.map((file) => file.id)
    )
    .delete()
  forgetStored(trx, files)
  return files
}
