import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'

/*
| A person types at most a few messages a minute; a script posting in a loop fills every
| member's screen and inbox digest. 60 a minute per author across projects leaves people room
| (retries of one message included) and stops a flood. Consumed before the message is stored,
| atomically; over it, the limiter's ThrottleException answers 429 with the translated
| E_TOO_MANY_REQUESTS and Retry-After.
*/
export const CHAT_POST_LIMIT = { requests: 60, duration: '1 minute' }

export async function consumeChatPost(user: User) {
  await limiter.use({ ...CHAT_POST_LIMIT }).consume(`chat-post:${user.id}`)
}
