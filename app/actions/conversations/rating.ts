import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Conversation from '#models/conversation'
import ConversationRatingMail from '#mails/conversation_rating_mail'
import { broadcastConversationState } from '#services/conversation_broadcasts'
import { storedTime } from '#actions/unread/unread'
import conversationsConfig from '#config/conversations'
import { appUrl } from '#config/app'

export type RatingInput = { rating: number; comment?: string | null }

export const RATING_SCORES = [1, 2, 3, 4, 5] as const

/*
| The person's rating of a conversation the team closed: offered in the chat panel, on the
| client's conversation page and by e-mail once it is closed, unless staff switched it off for
| this thread. A contact message is answered by e-mail and is never asked. One rating per
| conversation: a second one replaces the first (a mis-click is corrected where it was made),
| and the comment goes with its score. Whether it is offered: `Conversation.ratingOffered`.
*/
export async function rateConversation(conversation: Conversation, input: RatingInput) {
  if (!conversation.ratingOffered) return { refused: true as const }
  conversation.rating = input.rating
  conversation.ratingComment = input.comment?.trim() || null
  conversation.ratedAt = DateTime.now()
  await conversation.save()
  await broadcastConversationState(conversation)
  return { conversation }
}

export async function setRatingEnabled(conversation: Conversation, enabled: boolean) {
  conversation.ratingEnabled = enabled
  await conversation.save()
  await broadcastConversationState(conversation)
}

/* The rating page's signed links: the page itself (with a score chosen) and where it sends. */
export const RATING_PURPOSE = 'conversation-rating'

export function ratingPageUrl(conversation: Conversation, score?: number) {
  return router.urlBuilder.signedUrlFor(
    'conversation_rating.show',
    { id: conversation.id },
    {
      expiresIn: conversationsConfig.ratingLinkExpiry,
      prefixUrl: appUrl,
      purpose: RATING_PURPOSE,
      ...(score ? { qs: { score } } : {}),
    }
  )
}

export function ratingStoreUrl(conversation: Conversation) {
  return router.urlBuilder.signedUrlFor(
    'conversation_rating.store',
    { id: conversation.id },
    { expiresIn: conversationsConfig.ratingLinkExpiry, purpose: RATING_PURPOSE }
  )
}

/*
| The e-mail asking for a rating, when the team closes a conversation whose person has an
| address and has not rated it: once per conversation (a conditional update claims it, so two
| closes racing send one), stored in the outbox with the claim. A visitor still in the panel
| sees the prompt there too; whichever they use, the last score counts.
*/
export async function requestRatingByMail(conversation: Conversation) {
  if (!conversation.ratingOffered || conversation.rating || conversation.ratingRequestedAt) return
  if (conversation.userId) await conversation.load('user')
  if (!conversation.displayEmail) return
  const now = DateTime.now()
  const links = RATING_SCORES.map((score) => ({ score, url: ratingPageUrl(conversation, score) }))
  await db.transaction(async (trx) => {
    const claimed = await trx
      .from('conversations')
      .where('id', conversation.id)
      .whereNull('rating_requested_at')
      .update({ rating_requested_at: storedTime(now) })
    if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return
    await new ConversationRatingMail(conversation, links).queue(trx)
  })
  conversation.ratingRequestedAt = now
}
