import type { ChatMessage } from '../types'
import { urlFor } from '~/client'
import { csrfHeaders } from '~/lib/csrf'

/*
| The chat's JSON endpoints (DESIGN.md "Chat messages over JSON"), with the CSRF token the app
| uses for scripts: the XSRF-TOKEN cookie (fresh after every response), else the page's meta.
*/
export type MessagesPage = {
  data: ChatMessage[]
  hasMore: boolean
  /* Only for `?around=`: the newest messages are not in this page. */
  hasNewer?: boolean
  syncedAt: string
}

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

export type ChatSearchAnswer = {
  state: 'found' | 'empty' | 'tooLong'
  /* The matching messages' ids, newest first. */
  ids: number[]
  /* More matched than were answered (the search's page size). */
  more: boolean
}

/* The project's messages matching `q`, through the platform's search (GET /search, as JSON). */
export async function searchChat(
  projectId: number,
  q: string,
  signal: AbortSignal
): Promise<ChatSearchAnswer> {
  const query = new URLSearchParams({ q, project: String(projectId), kind: 'messages' })
  const response = await fetch(`${urlFor('search')}?${query}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new ChatRequestError(response.status, '')
  const answer = (await response.json()) as {
    state: ChatSearchAnswer['state']
    groups: { kind: string; results: { id: number }[] }[]
    limit?: number
  }
  const results = answer.groups.find((group) => group.kind === 'messages')?.results ?? []
  return {
    state: answer.state,
    ids: results.map((result) => result.id).sort((a, b) => b - a),
    more: answer.limit !== undefined && results.length >= answer.limit,
  }
}
