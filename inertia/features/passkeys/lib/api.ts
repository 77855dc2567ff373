import { urlFor } from '~/client'

/*
| The ceremonies' first step: the server's WebAuthn options (with the challenge it keeps in the
| session), asked for with the CSRF token scripts use (the XSRF-TOKEN cookie, else the meta tag).
| A refusal (a redirect to confirm the password, an expired page) is `null`: the caller reloads.
*/
type OptionsRoute =
  'passkey_login.options' | 'password.confirm.passkey_options' | 'passkeys.options'

function csrfHeaders(): Record<string, string> {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))
  if (cookie) return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
  return meta ? { 'X-CSRF-TOKEN': meta } : {}
}

export async function fetchOptions<T>(route: OptionsRoute): Promise<T | null> {
  const response = await fetch(urlFor(route), {
    method: 'POST',
    credentials: 'same-origin',
    redirect: 'manual',
    headers: { Accept: 'application/json', ...csrfHeaders() },
  })
  if (!response.ok) return null
  return (await response.json()) as T
}

/*
| What the browser's own refusal means to the person: they closed the dialog or let it time out
| (NotAllowedError), the device already holds a passkey for this account (InvalidStateError), or
| something else. Translation keys, so each page says it in its own words.
*/
export function ceremonyErrorKey(error: unknown): 'cancelled' | 'exists' | 'failed' {
  const name = error instanceof Error ? error.name : ''
  const code = (error as { code?: string } | null)?.code
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled'
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'exists'
  }
  return 'failed'
}
