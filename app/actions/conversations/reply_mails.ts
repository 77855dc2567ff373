import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import ContactReplyMail from '#mails/contact_reply_mail'
import type { AppMail } from '#mails/app_mail'
import conversationsConfig from '#config/conversations'
import { appUrl } from '#config/app'
import { storedTime } from '#actions/unread/unread'
import { delayOf } from '#actions/conversations/post_message'

/* How long a run holds a conversation it is mailing; a run that died lets go after this. */
const REPLY_MAIL_CLAIM_MINUTES = 15

/*
| The team's replies e-mailed to the other side of a conversation. A chat reply to a visitor who
| left marks its conversation due a few minutes later (post_message.ts), so replies written in a
| row go out as one e-mail with every reply the visitor has not seen in the panel (the panel
| reports what it showed), with a link that reopens the conversation in any browser. An answer
| to a contact message is due at once and goes out as its own e-mail (reply.ts asks for a run
| right away). This runs every minute (start/scheduler.ts).
|
| A run claims a conversation by moving its due time forward in one conditional update (two runs
| never mail it twice), then stores the e-mail in the outbox and marks its replies e-mailed in
| one transaction; the outbox hands it to the server, retrying for a day, and lists it for staff
| if it finally fails. Answers how many conversations got an e-mail.
*/
export async function sendDueReplyMails(
  now = DateTime.now(),
  only: { conversationId?: number } = {}
) {
  const due = await Conversation.query()
    .whereNotNull('reply_mail_due_at')
    .where('reply_mail_due_at', '<=', storedTime(now))
    .whereNull('blocked_at')
    .if(only.conversationId, (query) => query.where('id', only.conversationId!))
    .orderBy('reply_mail_due_at', 'asc')
  let stored = 0
  for (const conversation of due) {
    if (await sendReplies(conversation, now)) stored++
  }
  return stored
}

async function sendReplies(conversation: Conversation, now: DateTime): Promise<boolean> {
  const claim = await claimConversation(conversation.id, now)
  if (!claim) return false
  // What the visitor saw meanwhile is read after the claim, so it is never mailed.
  await conversation.refresh()
  const owed = await owedReplies(conversation)
  const lastOwedId = owed.at(-1)?.id ?? 0
  const mails = replyMails(conversation, owed)
  await db.transaction(async (trx) => {
    for (const { message, replies } of mails) {
      await message.queue(trx)
      await ConversationMessage.query({ client: trx })
        .whereIn(
          'id',
          replies.map((reply) => reply.id)
        )
        .update({ emailed_at: storedTime(now) })
    }
    await trx
      .from('conversations')
      .where('id', conversation.id)
      .where('reply_mail_due_at', claim)
      .update({ reply_mail_due_at: null })
  })
  await dueAgainIfOwed(conversation, lastOwedId, now)
  return mails.length > 0
}

/* Replies not e-mailed yet that the other side should get by e-mail (newer than `after`). */
async function owedReplies(conversation: Conversation, after = 0) {
  if (!conversation.visitorEmail) return []
  const contact = conversation.kind === 'contact'
  if (!contact && conversation.userId) return []
  return ConversationMessage.query()
    .where('conversation_id', conversation.id)
    .where('sender', 'staff')
    .whereNull('emailed_at')
    .where('by_email', contact)
    .where('id', '>', after)
    .if(!contact && conversation.visitorReadId, (query) =>
      query.where('id', '>', conversation.visitorReadId!)
    )
    .preload('author')
    .preload('attachments')
    .orderBy('id', 'asc')
}

/* A chat's unseen replies make one e-mail; each answer to a contact message is its own. */
function replyMails(
  conversation: Conversation,
  replies: ConversationMessage[]
): { message: AppMail; replies: ConversationMessage[] }[] {
  if (replies.length === 0) return []
  if (conversation.kind === 'contact') {
    return replies.map((reply) => ({
      message: new ContactReplyMail(conversation, reply),
      replies: [reply],
    }))
  }
  const message = new ConversationRepliesMail(conversation, replies, resumeUrl(conversation))
  return [{ message, replies }]
}

/* Takes a due conversation: its due time moves past the hand-over; one run wins. */
async function claimConversation(conversationId: number, now: DateTime) {
  const until = storedTime(now.plus({ minutes: REPLY_MAIL_CLAIM_MINUTES }))
  const updated = await db
    .from('conversations')
    .where('id', conversationId)
    .whereNotNull('reply_mail_due_at')
    .where('reply_mail_due_at', '<=', storedTime(now))
    .update({ reply_mail_due_at: until })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0 ? until : null
}

/*
| A reply written while this run held the conversation did not set a due time (one was set):
| it gets its own, the usual delay from now.
*/
async function dueAgainIfOwed(conversation: Conversation, after: number, now: DateTime) {
  if ((await owedReplies(conversation, after)).length === 0) return
  const delay = conversation.kind === 'contact' ? {} : delayOf(conversationsConfig.replyMailDelay)
  await db
    .from('conversations')
    .where('id', conversation.id)
    .whereNull('reply_mail_due_at')
    .update({ reply_mail_due_at: storedTime(now.plus(delay)) })
}

/* A signed link that gives the browser opening it this conversation's cookie again. */
export const RESUME_PURPOSE = 'consulting-resume'

export function resumeUrl(conversation: Conversation) {
  return router.urlBuilder.signedUrlFor(
    'chat_panel.resume',
    { id: conversation.id },
    { expiresIn: conversationsConfig.resumeLinkExpiry, prefixUrl: appUrl, purpose: RESUME_PURPOSE }
  )
}
