import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import conversationsConfig from '#config/conversations'
import { purgeFiles } from '#actions/files/delete_files'

/*
| Privacy: conversations of visitors who never signed up are deleted once nothing happened in
| them for the retention period (config/conversations.ts, CHAT_RETENTION_DAYS, default 180 days;
| the privacy page says the same). Their messages go with them (foreign key and explicitly), and
| their files: the rows now, the stored bytes once the deletion commits.
| Clients' conversations stay with the account; contact messages follow their own rule.
*/
export async function deleteExpiredConversations(
  now = DateTime.now(),
  days = conversationsConfig.retentionDays
) {
  const cutoff = now.minus({ days }).toSQL({ includeOffset: false })!
  const expired = await Conversation.query()
    .where('kind', 'chat')
    .whereNull('user_id')
    .where('last_activity_at', '<', cutoff)
    .select('id')
  const ids = expired.map((conversation) => conversation.id)
  if (ids.length === 0) return 0
  await db.transaction(async (trx) => {
    await purgeFiles(trx, (files) => files.whereIn('conversation_id', ids))
    await ConversationMessage.query({ client: trx }).whereIn('conversation_id', ids).delete()
    await Conversation.query({ client: trx }).whereIn('id', ids).delete()
  })
  return ids.length
}
