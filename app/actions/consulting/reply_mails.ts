import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import ContactReplyMail from '#mails/contact_reply_mail'
import type { AppMail } from '#mails/app_mail'
import consultingConfig from '#config/consulting'
import { appUrl } from '#config/app'
import { storedTime } from '#actions/unread/unread'
import { deliveryFailure } from '#services/delivery_failures'
import { delayOf } from '#actions/consulting/post_message'

/* A reply e-mail the mail server did not take is tried again this much later. */
export const REPLY_MAIL_RETRY_MINUTES = 5
/* How long a run holds a conversation it is mailing: longer than any SMTP exchange can last. */
const REPLY_MAIL_CLAIM_MINUTES = 15

type Outcome = 'sent' | 'nothing' | 'later' | 'unreachable'

/*
| The team's replies e-mailed to the other side of a conversation. A chat reply to a visitor who
| left marks its conversation due a few minutes later (post_message.ts), so replies written in a
| row go out as one e-mail with every reply the visitor has not seen in the panel (the panel
| reports what it showed), with a link that reopens the conversation in any browser. An answer
| to a contact message is due at once and goes out as its own e-mail (reply.ts asks for a run
| right away). This runs every minute (start/scheduler.ts).
|
| A reply is marked e-mailed only once the mail server accepted it: until then its conversation
| stays due, so an outage of any length delays the e-mail and never loses it. A run claims a
| conversation by moving its due time forward in one conditional update (two runs never mail
| it twice), and a refused e-mail is tried again a few minutes later; a permanent refusal (5xx)
| ends the due time, the replies are offered again with the team's next one; an unreachable
| server ends the run.
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
  let sent = 0
  for (const conversation of due) {
    const outcome = await sendReplies(conversation, now)
    if (outcome === 'sent') sent++
    if (outcome === 'unreachable') break
  }
  return sent
}

async function sendReplies(conversation: Conversation, now: DateTime): Promise<Outcome> {
  const claim = await claimConversation(conversation.id, now)
  if (!claim) return 'nothing'
  // What the visitor saw meanwhile is read after the claim, so it is never mailed.
  await conversation.refresh()
  const owed = await owedReplies(conversation)
  const lastOwedId = owed.at(-1)?.id ?? 0
  let mailed = 0
  for (const { message, replies } of replyMails(conversation, owed)) {
    try {
      await mail.use().send(message)
    } catch (error) {
      const failure = deliveryFailure(error)
      logger.warn(
        { conversationId: conversation.id, reason: failure.reason },
        failure.permanent
          ? 'A reply e-mail was refused for good'
          : 'A reply e-mail waits for a retry'
      )
      if (failure.permanent && conversation.kind === 'contact') continue
      if (failure.permanent) break
      await moveClaim(conversation.id, claim, now.plus({ minutes: REPLY_MAIL_RETRY_MINUTES }))
      return failure.unreachable ? 'unreachable' : 'later'
    }
    await ConversationMessage.query()
      .whereIn(
        'id',
        replies.map((reply) => reply.id)
      )
      .update({ emailed_at: storedTime(now) })
    mailed++
  }
  await moveClaim(conversation.id, claim, null)
  await dueAgainIfOwed(conversation, lastOwedId, now)
  return mailed > 0 ? 'sent' : 'nothing'
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

/* Sets the next try (or none), unless a newer reply already set another due time. */
async function moveClaim(conversationId: number, claim: string, next: DateTime | null) {
  await db
    .from('conversations')
    .where('id', conversationId)
    .where('reply_mail_due_at', claim)
    .update({ reply_mail_due_at: next ? storedTime(next) : null })
}

/*
| A reply written while this run held the conversation did not set a due time (one was set):
| it gets its own, the usual delay from now.
*/
async function dueAgainIfOwed(conversation: Conversation, after: number, now: DateTime) {
  if ((await owedReplies(conversation, after)).length === 0) return
  const delay = conversation.kind === 'contact' ? {} : delayOf(consultingConfig.replyMailDelay)
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
    'consulting.resume',
    { id: conversation.id },
    { expiresIn: consultingConfig.resumeLinkExpiry, prefixUrl: appUrl, purpose: RESUME_PURPOSE }
  )
}
