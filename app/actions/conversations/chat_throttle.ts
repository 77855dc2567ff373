import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import conversationsConfig from '#config/conversations'

/*
| The chat panel is open to anyone, so it is limited where abuse happens, not where
| people share an address: a flood inside one conversation, and new conversations per browser
| (its own cookie), first. Behind them, per client address, ceilings high enough for an office
| or a mobile network (CHAT_CONVERSATIONS_PER_ADDRESS new conversations an hour, and five
| times that in messages per 10 minutes) catch a script that drops its cookies. Points are
| consumed before the message is stored, atomically (the store's consume), so parallel
| requests cannot all slip under a limit.
*/
export const CHAT_CONVERSATION_LIMIT = { requests: 10, duration: '1 minute' }
export const CHAT_BROWSER_START_LIMIT = { requests: 5, duration: '1 hour' }
export const CHAT_ADDRESS_START_LIMIT = {
  requests: conversationsConfig.conversationsPerAddress,
  duration: '1 hour',
}
export const CHAT_ADDRESS_MESSAGE_LIMIT = {
  requests: conversationsConfig.conversationsPerAddress * 5,
  duration: '10 minutes',
}

/* What was exceeded: the refusal says which, so the visitor knows what happened. */
export type ChatLimitReason = 'conversation' | 'browser' | 'networkStarts' | 'networkMessages'

type Gate = {
  limit: { requests: number; duration: string }
  key: string
  reason: ChatLimitReason
}

export const chatGates = {
  conversation: (id: number): Gate => ({
    limit: CHAT_CONVERSATION_LIMIT,
    key: `chat-conversation:${id}`,
    reason: 'conversation',
  }),
  browserStart: (browser: string): Gate => ({
    limit: CHAT_BROWSER_START_LIMIT,
    key: `chat-browser-start:${browser}`,
    reason: 'browser',
  }),
  addressStart: (ip: string): Gate => ({
    limit: CHAT_ADDRESS_START_LIMIT,
    key: `chat-address-start:${ip}`,
    reason: 'networkStarts',
  }),
  addressMessages: (ip: string): Gate => ({
    limit: CHAT_ADDRESS_MESSAGE_LIMIT,
    key: `chat-address:${ip}`,
    reason: 'networkMessages',
  }),
}

export type ChatRefusal = { reason: ChatLimitReason; retryAfter: number }

type Limiters = Pick<typeof limiter, 'use'>

/*
| null when every gate let the message through; else which one refused and the seconds to wait.
| Gates are taken in order and the first refusal stops: a browser over its own limit does not
| use up its office's shared ceiling.
*/
export async function consumeChatGates(
  gates: Gate[],
  limiters: Limiters = limiter
): Promise<ChatRefusal | null> {
  for (const gate of gates) {
    try {
      // A copy: the limiter turns the duration into seconds in the object it is given.
      await limiters.use({ ...gate.limit }).consume(gate.key)
    } catch (error) {
      if (error instanceof errors.ThrottleException) {
        return { reason: gate.reason, retryAfter: Math.max(1, error.response.availableIn) }
      }
      throw error
    }
  }
  return null
}
