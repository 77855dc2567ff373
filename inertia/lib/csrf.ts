/*
| The CSRF token the app uses for scripts: the XSRF-TOKEN cookie (fresh after every response),
| else the page's meta.
*/
export function csrfHeaders(): Record<string, string> {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))
  if (cookie) return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
  return meta ? { 'X-CSRF-TOKEN': meta } : {}
}

/*
| The address a plain multipart form (one that works before the page hydrates) posts to: the
| token rides in the query string, since a multipart body is read only after the CSRF check
| (config/bodyparser.ts), where a `_csrf` field in it would never be seen.
*/
export function multipartAction(url: string, csrfToken: string | null | undefined) {
  if (!csrfToken) return url
  return `${url}${url.includes('?') ? '&' : '?'}_csrf=${encodeURIComponent(csrfToken)}`
}
