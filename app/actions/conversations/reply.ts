import type Conversation from '#models/conversation'
import type User from '#models/user'
import type StoredFile from '#models/stored_file'
import { postMessage } from '#actions/conversations/post_message'
import logger from '@adonisjs/core/services/logger'

/*
| A team member answers a thread. In a chat the answer goes live to the visitor (and by e-mail
| later if they have left, see post_message.ts); a contact message's answer is recorded in its
| thread, due to be e-mailed at once, and a run of the reply e-mails is queued for it right away
| (the scheduled run takes it should the queue refuse). Answering an unassigned thread takes it.
*/
export async function replyToConversation(
  conversation: Conversation,
  staff: User,
  text: string,
  clientKey: string | null,
  attachments: StoredFile[] = []
) {
  if (!conversation.assignedToId) conversation.assignedToId = staff.id
  const byEmail = conversation.kind === 'contact'
  const result = await postMessage(conversation, {
    sender: 'staff',
    author: staff,
    text,
    clientKey,
    byEmail,
    attachments,
  })
  if (byEmail && result.created) {
    const { default: SendReplyMailsJob } = await import('#jobs/send_reply_mails_job')
    try {
      await SendReplyMailsJob.dispatch({ conversationId: conversation.id })
    } catch (error) {
      logger.error(
        { err: error, conversationId: conversation.id },
        'Could not queue a reply e-mail'
      )
    }
  }
  return result
}
