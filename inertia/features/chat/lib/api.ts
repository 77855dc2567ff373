import type { ChatMessage } from '../types'
import { csrfHeaders } from '~/lib/csrf'

/*
| The chat's JSON endpoints (DESIGN.md "Chat messages over JSON"), with the CSRF token the app
| uses for scripts: the XSRF-TOKEN cookie (fresh after every response), else the page's meta.
*/
export type MessagesPage = { data: ChatMessage[]; hasMore: boolean; syncedAt: string }

export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

export async function requestJson<T>(url: string, method = 'GET', body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : csrfHeaders()),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ChatRequestError(0, '')
  }
  const json = await response.json().catch(() => null)
  if (!response.ok) {
    // 422 `{ errors: [{ message }] }` (validation, bouncer) or `{ message }` (404, 401, CSRF).
    const message = json?.errors?.[0]?.message ?? json?.message ?? ''
    throw new ChatRequestError(response.status, message)
  }
  return json as T
}
