import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Message from '#models/message'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastChatMessage } from '#services/chat_broadcasts'
import { lockMessage } from '#actions/chat/find_message'
import MessageDeleted from '#events/message_deleted'
import { purgeFiles } from '#actions/files/delete_files'

/*
| Deletes a message's words and keeps its place (authorize `deleteMessage`): readers see "message
| deleted" where it was, replies keep pointing at it, and ids stay without gaps. Deleting it
| again answers the same placeholder. Once committed, everyone on the page hears
| `message.deleted` and the unread counts hear MessageDeleted (the badges of those who had not
| read it drop).
*/
export async function deleteMessage(message: Message) {
  return db.transaction(async (trx) => {
    const current = await lockMessage(trx, message.id)
    if (current.deletedAt !== null) return current
    current.useTransaction(trx)
    current.body = ''
    current.deletedAt = DateTime.now()
    await current.save()
    // Its files go with it: the rows now, the stored bytes once this commits.
    await purgeFiles(trx, (files) => files.where('message_id', current.id))
    // Read back as stored (SQLite keeps whole seconds), the way every later read shows it.
    const saved = await lockMessage(trx, current.id)
    afterCommit(trx, async () => {
      await broadcastChatMessage('message.deleted', saved)
      await MessageDeleted.dispatch(saved.id, saved.projectId)
    })
    return saved
  })
}
