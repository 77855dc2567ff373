import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { Limiter } from '@adonisjs/limiter'
import { errors } from '@adonisjs/limiter'

/*
| Guesses at a secret (password, two-factor code) are limited per target: 5 a minute per
| e-mail + IP for sign-in (Fortify's rule), per user for the two-factor challenge and password
| confirmation. A success clears that count, so someone who finally types it right starts afresh.
|
| Sign-in is also limited per client address, whatever the account: 10 failures a minute, then
| that address is refused for 5 minutes. This stops password spraying (one common password tried
| against many accounts) which the per-account count never sees: one address gets about 10
| guesses per 6 minutes (~2,400 a day) instead of unlimited. Ten leaves an office behind one
| address room for several people's typos; a success does not count against the address.
*/
export const ACCOUNT_LIMIT = { requests: 5, duration: '1 minute', blockDuration: '1 minute' }
export const ADDRESS_LIMIT = { requests: 10, duration: '1 minute', blockDuration: '5 minutes' }

// Copies: the limiter turns durations into seconds in the object it is given.
export function accountLimiter() {
  return limiter.use({ ...ACCOUNT_LIMIT })
}

export function addressLimiter() {
  return limiter.use({ ...ADDRESS_LIMIT })
}

export function loginThrottleKey(ctx: HttpContext, email: string) {
  return `login:${email.toLowerCase()}|${ctx.request.ip()}`
}

export function loginAddressKey(ctx: HttpContext) {
  return `login-address:${ctx.request.ip()}`
}

/*
| One count an attempt passes through. On success, `clear` forgets the count (the target's own
| guesses) and `refund` gives back only this attempt's point (shared counts such as the address).
*/
export type Gate = { limiter: Limiter; key: string; onSuccess: 'clear' | 'refund' }

export type Throttled<T> =
  | { ok: true; value: T }
  | { ok: false; retryAfter: number; gate: number }
  | { ok: false; error: unknown }

/*
| Consumes a point on every gate before the attempt runs, so parallel requests cannot all pass a
| check of the count that none of them has raised yet: the store's consume is atomic (one process
| in memory, a script in Redis). The first gate that is out of points refuses the attempt, and
| the points already taken from earlier gates go back (nothing was tried). A failed attempt
| keeps its points; a successful one clears or refunds them.
*/
export async function throttled<T>(
  gates: Gate[],
  attempt: () => Promise<T>
): Promise<Throttled<T>> {
  for (const [index, gate] of gates.entries()) {
    try {
      await gate.limiter.consume(gate.key)
    } catch (error) {
      await Promise.all(gates.slice(0, index).map((taken) => taken.limiter.decrement(taken.key)))
      if (error instanceof errors.ThrottleException) {
        return { ok: false, retryAfter: Math.max(1, error.response.availableIn), gate: index }
      }
      throw error
    }
  }

  let value: T
  try {
    value = await attempt()
  } catch (error) {
    return { ok: false, error }
  }
  await Promise.all(
    gates.map((gate) =>
      gate.onSuccess === 'clear' ? gate.limiter.delete(gate.key) : gate.limiter.decrement(gate.key)
    )
  )
  return { ok: true, value }
}

/* Guesses at one user's second factor or password confirmation. */
export function userGate(purpose: 'two-factor' | 'confirm-password', userId: number): Gate {
  return { limiter: accountLimiter(), key: `${purpose}:${userId}`, onSuccess: 'clear' }
}

/* Sign-in: the account (e-mail + IP) first, then the address across all accounts. */
export function loginGates(ctx: HttpContext, email: string): Gate[] {
  return [
    { limiter: accountLimiter(), key: loginThrottleKey(ctx, email), onSuccess: 'clear' },
    { limiter: addressLimiter(), key: loginAddressKey(ctx), onSuccess: 'refund' },
  ]
}
