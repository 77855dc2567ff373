import type Conversation from '#models/conversation'
import type User from '#models/user'
import { postMessage } from '#actions/consulting/post_message'
import ContactReplyMail from '#mails/contact_reply_mail'

/*
| A team member answers a thread. In a chat the answer goes live to the visitor (and by e-mail
| later if they have left, see post_message.ts); a contact message's answer is e-mailed at once
| through the queue, in the sender's language, and recorded in its thread. Answering an
| unassigned thread takes it.
*/
export async function replyToConversation(
  conversation: Conversation,
  staff: User,
  text: string,
  clientKey: string | null
) {
  if (!conversation.assignedToId) conversation.assignedToId = staff.id
  const byEmail = conversation.kind === 'contact'
  const result = await postMessage(conversation, {
    sender: 'staff',
    author: staff,
    text,
    clientKey,
    byEmail,
  })
  if (byEmail && result.created) {
    await new ContactReplyMail(conversation, staff, text).queue()
  }
  return result
}
