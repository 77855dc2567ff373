import type { ApiClient } from '@japa/api-client'
import conversationsConfig from '#config/conversations'

export const COOKIE = conversationsConfig.cookieName

/* A visitor writes their first message; answers the response and the token it set. */
export async function startChat(client: ApiClient, text = 'Hello, how much does an app cost?') {
  const response = await client
    .post('/chat/messages')
    .withCsrfToken()
    .accept('json')
    .json({ text, name: 'Eva Visitor', email: 'eva@example.com', page: '/' })
  const token = response.cookie(COOKIE)?.value as string | undefined
  return { response, token: token ?? '' }
}
