/**
 * Access that ends at once. Every channel authorisation the app issues carries a grant in its
 * signed `channel_data`: who it is for, under which session, when it was issued and whether its
 * holder may send client events. When access ends, the app revokes: every node closes the sockets
 * holding a matching grant (pusher-js reconnects at once and authorises each channel again; the
 * lost ones are refused), and remembers the revocation for a while, so that an authorisation
 * issued before it but presented after it is refused too.
 */

/** What a revocation matches; every field given must match (at least one is required). */
export interface RevokeTarget {
  /** The grant's subject: a user id, or a visitor id for the chat panel. */
  userId?: string | number
  /** The opaque tag of the HTTP session the grant was issued under. */
  session?: string
  /** Only subscriptions to this channel. */
  channel?: string
}

/** What the server holds for one subscription of one socket. */
export interface Grant {
  subject?: string
  session?: string
  issuedAt: number
  readOnly: boolean
}

/**
 * How long an authorisation may take to reach the socket server, and so how long a revocation
 * is remembered. pusher-js presents an authorisation the moment it arrives; older ones are
 * asked for again.
 */
export const GRANT_WINDOW_MS = 2 * 60 * 1000

let lastTick = 0

/**
 * The clock of grants and revocations: wall-clock milliseconds with a fraction, strictly
 * increasing in a process. At whole milliseconds a member removed and let back in within one
 * millisecond had their new grant "issued before" the revocation and refused; a grant made
 * just before a revocation must still be covered by it, so ties cannot be read either way.
 */
export function grantClock() {
  lastTick = Math.max(performance.timeOrigin + performance.now(), lastTick + 0.001)
  return lastTick
}

/** Largest accepted session tag and subject, so a grant stays small. */
const MAX_FIELD_LENGTH = 128

export function isRevokeTarget(value: unknown): value is RevokeTarget {
  if (!value || typeof value !== 'object') return false
  const { userId, session, channel } = value as Record<string, unknown>
  const fields = [userId, session, channel].filter((field) => field !== undefined)
  if (fields.length === 0) return false
  return fields.every(
    (field) =>
      (typeof field === 'string' && field !== '' && field.length <= MAX_FIELD_LENGTH) ||
      (typeof field === 'number' && Number.isFinite(field))
  )
}

/** The grant in a subscription's `channel_data`, or null when there is none or it is unusable. */
export function parseGrant(channelData: unknown): Grant | null {
  if (typeof channelData !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(channelData)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { user_id: userId, grant } = parsed as Record<string, unknown>
  if (!grant || typeof grant !== 'object') return null
  const { session, issuedAt, readOnly } = grant as Record<string, unknown>
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null
  return {
    subject: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : undefined,
    session: typeof session === 'string' ? session : undefined,
    issuedAt,
    readOnly: readOnly === true,
  }
}

export function matches(target: RevokeTarget, channel: string, subject?: string, session?: string) {
  if (target.channel !== undefined && target.channel !== channel) return false
  if (target.userId !== undefined && String(target.userId) !== subject) return false
  if (target.session !== undefined && target.session !== session) return false
  return true
}

/** Revocations remembered for GRANT_WINDOW_MS, to refuse grants issued before them. */
export class RevocationLog {
  #entries: Array<{ target: RevokeTarget; at: number }> = []

  add(target: RevokeTarget, at: number) {
    this.#prune(at)
    this.#entries.push({ target, at })
  }

  /** True when a revocation made after the grant was issued covers it. */
  covers(grant: Grant, channel: string, now: number) {
    this.#prune(now)
    return this.#entries.some(
      ({ target, at }) =>
        at >= grant.issuedAt && matches(target, channel, grant.subject, grant.session)
    )
  }

  #prune(now: number) {
    const cutoff = now - GRANT_WINDOW_MS
    if (this.#entries.length > 0 && this.#entries[0].at < cutoff) {
      this.#entries = this.#entries.filter((entry) => entry.at >= cutoff)
    }
  }
}
