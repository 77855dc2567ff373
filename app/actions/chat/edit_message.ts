import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Message from '#models/message'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastChatMessage } from '#services/chat_broadcasts'
import { lockMessage } from '#actions/chat/find_message'

/*
| The author changes their message's text (authorize `editMessage`, validate with
| editMessageValidator); it shows "edited" from then on. The same text again changes nothing.
*/
export async function editMessage(message: Message, text: string) {
  return db.transaction(async (trx) => {
    const current = await lockMessage(trx, message.id)
    if (current.deletedAt !== null || current.body === text) return current
    current.useTransaction(trx)
    current.body = text
    current.editedAt = DateTime.now()
    await current.save()
    // Read back as stored (SQLite keeps whole seconds), the way every later read shows it.
    const saved = await lockMessage(trx, current.id)
    afterCommit(trx, () => broadcastChatMessage('message.updated', saved))
    return saved
  })
}
