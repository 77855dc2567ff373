/*
| JSON calls of the chat (visitor panel, client page, inbox): the CSRF token from the page's
| meta tag, JSON both ways. Answers the status and the parsed body (null when there is none).
*/
export async function chatRequest<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown } = {}
): Promise<{ status: number; body: T | null }> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      'Accept': 'application/json',
      'X-CSRF-TOKEN': token,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  let body: T | null = null
  try {
    body = text ? (JSON.parse(text) as T) : null
  } catch {
    body = null
  }
  return { status: response.status, body }
}

/* The first error message of a 422/429 answer, if any. */
export function errorMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as { message?: unknown; errors?: { message?: unknown }[] }
  if (Array.isArray(record.errors) && typeof record.errors[0]?.message === 'string') {
    return record.errors[0].message
  }
  return typeof record.message === 'string' ? record.message : null
}
