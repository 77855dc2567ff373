import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/limiter'

/*
| Failed sign-in attempts: 5 a minute per e-mail + IP (Fortify's rule); the two-factor
| challenge: 5 a minute per pending sign-in. A success clears the count.
*/
export function loginLimiter() {
  return limiter.use({ requests: 5, duration: '1 minute', blockDuration: '1 minute' })
}

export function loginThrottleKey(ctx: HttpContext, email: string) {
  return `login:${email.toLowerCase()}|${ctx.request.ip()}`
}

/*
| Runs an attempt that throws on failure. Returns the result, or { retryAfter } when the key is
| out of attempts; the attempt's own error (wrong password...) is rethrown.
*/
export async function throttled<T>(
  key: string,
  attempt: () => Promise<T>
): Promise<{ ok: true; value: T } | { ok: false; retryAfter: number }> {
  const [error, value] = await loginLimiter().penalize(key, attempt)
  if (error instanceof errors.ThrottleException) {
    return { ok: false, retryAfter: Math.max(1, error.response.availableIn) }
  }
  return { ok: true, value: value as T }
}
