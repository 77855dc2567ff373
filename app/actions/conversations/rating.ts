import { DateTime } from 'luxon'
import type Conversation from '#models/conversation'
import { broadcastConversationState } from '#services/conversation_broadcasts'

export type RatingInput = { rating: number; comment?: string | null }

/*
| The person's rating of a conversation the team closed: offered in the chat panel and on the
| client's conversation page once it is closed, unless staff switched it off for this thread.
| A contact message is answered by e-mail and is never asked. One rating per conversation: a
| second one replaces the first (a mis-click is corrected where it was made), and the comment
| goes with its score. Whether it is offered: `Conversation.ratingOffered`.
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
