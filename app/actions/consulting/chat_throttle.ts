import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'

/*
| The consulting chat is open to anyone, so it is limited twice: per client address (a script
| cannot fill the inbox from one machine, while an office behind one address still has room)
| and per conversation (a flood inside one thread). Starting conversations has its own, lower
| limit per address. Points are consumed before the message is stored, atomically (the store's
| consume), so parallel requests cannot all slip under the limit.
*/
export const CHAT_ADDRESS_LIMIT = { requests: 30, duration: '10 minutes' }
export const CHAT_CONVERSATION_LIMIT = { requests: 10, duration: '1 minute' }
export const CHAT_START_LIMIT = { requests: 5, duration: '1 hour' }

type Gate = { limit: { requests: number; duration: string }; key: string }

export const chatGates = {
  address: (ip: string): Gate => ({ limit: CHAT_ADDRESS_LIMIT, key: `chat-address:${ip}` }),
  conversation: (id: number): Gate => ({
    limit: CHAT_CONVERSATION_LIMIT,
    key: `chat-conversation:${id}`,
  }),
  start: (ip: string): Gate => ({ limit: CHAT_START_LIMIT, key: `chat-start:${ip}` }),
}

/* null when every gate let the message through; else the seconds to wait. */
export async function consumeChatGates(gates: Gate[]): Promise<number | null> {
  for (const gate of gates) {
    try {
      // A copy: the limiter turns the duration into seconds in the object it is given.
      await limiter.use({ ...gate.limit }).consume(gate.key)
    } catch (error) {
      if (error instanceof errors.ThrottleException) {
        return Math.max(1, error.response.availableIn)
      }
      throw error
    }
  }
  return null
}
