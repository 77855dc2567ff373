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
