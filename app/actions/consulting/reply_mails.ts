import router from '@adonisjs/core/services/router'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import consultingConfig from '#config/consulting'
import { appUrl } from '#config/app'

/*
| Team replies to a visitor who has left, e-mailed in batches. A reply marks its conversation
| due a few minutes later (post_message.ts); this runs every minute (start/scheduler.ts) and
| sends, per due conversation, one e-mail with every reply the visitor has not seen in the
| panel (the panel reports what it showed), in the visitor's language, with a link that reopens
| the conversation in any browser. Replies the visitor saw live are never e-mailed.
*/
export async function sendDueReplyMails(now = DateTime.now()) {
  const due = await Conversation.query()
    .whereNotNull('reply_mail_due_at')
    .where('reply_mail_due_at', '<=', now.toSQL({ includeOffset: false })!)
    .whereNull('blocked_at')
  let sent = 0
  for (const conversation of due) {
    if (await sendReplies(conversation, now)) sent++
  }
  return sent
}

async function sendReplies(conversation: Conversation, now: DateTime) {
  const unseen = await ConversationMessage.query()
    .where('conversation_id', conversation.id)
    .where('sender', 'staff')
    .whereNull('emailed_at')
    .if(conversation.visitorReadId, (query) => query.where('id', '>', conversation.visitorReadId!))
    .preload('author')
    .orderBy('id', 'asc')
  conversation.replyMailDueAt = null
  await conversation.save()
  if (unseen.length === 0 || !conversation.visitorEmail || conversation.userId) return false

  await new ConversationRepliesMail(conversation, unseen, resumeUrl(conversation)).queue()
  await ConversationMessage.query()
    .whereIn(
      'id',
      unseen.map((message) => message.id)
    )
    .update({ emailed_at: now.toSQL({ includeOffset: false }) })
  return true
}

/* A signed link that gives the browser opening it this conversation's cookie again. */
export const RESUME_PURPOSE = 'consulting-resume'

export function resumeUrl(conversation: Conversation) {
  return router.urlBuilder.signedUrlFor(
    'consulting.resume',
    { id: conversation.id },
    { expiresIn: consultingConfig.resumeLinkExpiry, prefixUrl: appUrl, purpose: RESUME_PURPOSE }
  )
}
