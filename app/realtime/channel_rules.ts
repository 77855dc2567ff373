import type { PresenceMember } from './presence.js'
import { channelKind, isValidChannelName, isValidSocketId } from './protocol.js'
import { signSubscription } from './signature.js'
import { grantClock } from './revocation.js'

export interface ChannelUser {
  id: string | number
}

/**
 * false (or nothing) refuses. For private channels anything truthy allows; for
 * presence channels return the member ({ user_id, user_info }) or true to join
 * as `user.id` without info. `readOnly: true` lets the subscriber listen but not
 * send client events (a viewer's typing).
 */
export type RuleResult =
  | boolean
  | null
  | undefined
  | { readOnly?: boolean }
  | { user_id: string | number; user_info?: unknown; readOnly?: boolean }

/** What an allowed subscription is granted: the presence member, if any, and its rights. */
export interface Allowed {
  member?: PresenceMember
  readOnly: boolean
}

export type ChannelAuthorizer<User extends ChannelUser> = (
  user: User,
  params: Record<string, string>
) => RuleResult | Promise<RuleResult>

interface Rule<User extends ChannelUser> {
  pattern: string
  regex: RegExp
  authorize: ChannelAuthorizer<User>
}

function compile(pattern: string): RegExp {
  const source = pattern
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part) =>
      part.startsWith('{')
        ? `(?<${part.slice(1, -1)}>[^.]+)`
        : part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * Who may subscribe to which private and presence channel, by full channel
 * name pattern: `private-user.{id}`, `presence-project.{id}`. Patterns are
 * tried in the order defined; a channel without a rule is refused. The app's
 * rules are in start/channels.ts (they ask its policies; this server knows none).
 */
export class ChannelRules<User extends ChannelUser = ChannelUser> {
  readonly #rules: Rule<User>[] = []

  define(pattern: string, authorize: ChannelAuthorizer<User>): this {
    if (channelKind(pattern) === 'public') {
      throw new Error(`Channel rule ${pattern} must start with private- or presence-`)
    }
    this.#rules.push({ pattern, regex: compile(pattern), authorize })
    return this
  }

  /** false when refused; otherwise what is granted (with the member for presence channels). */
  async authorize(user: User, channel: string): Promise<false | Allowed> {
    const kind = channelKind(channel)
    if (kind === 'public') return false
    for (const rule of this.#rules) {
      const match = rule.regex.exec(channel)
      if (!match) continue
      const result = await rule.authorize(user, { ...match.groups })
      if (!result) return false
      const readOnly = typeof result === 'object' && result.readOnly === true
      if (kind === 'private') return { readOnly }
      if (result === true || !('user_id' in result)) {
        return { member: { user_id: String(user.id) }, readOnly }
      }
      return {
        member: { user_id: String(result.user_id), user_info: result.user_info },
        readOnly,
      }
    }
    return false
  }
}

export interface SubscriptionAuthRequest<User extends ChannelUser> {
  rules: ChannelRules<User>
  user: User | null | undefined
  socketId: unknown
  channelName: unknown
  key: string
  secret: string
  /** The opaque tag of the session asking, so that ending the session ends its subscriptions. */
  session?: string
  /** The grant's clock (tests); grantClock() otherwise. */
  now?: number
}

export type SubscriptionAuthResponse =
  | { status: 200; body: { auth: string; channel_data?: string } }
  | { status: 400 | 403; body: { message: string } }

/**
 * The answer of `POST /broadcasting/auth` (form fields socket_id and
 * channel_name, as pusher-js and Echo send them). Every allowed channel, private
 * ones included, gets a signed channel_data holding its grant (revocation.ts);
 * pusher-js presents it with the subscription.
 */
export async function authorizeSubscription<User extends ChannelUser>(
  request: SubscriptionAuthRequest<User>
): Promise<SubscriptionAuthResponse> {
  const { socketId, channelName, user } = request
  if (!isValidSocketId(socketId) || !isValidChannelName(channelName)) {
    return { status: 400, body: { message: 'Invalid socket_id or channel_name.' } }
  }
  if (!user) return { status: 403, body: { message: 'Forbidden.' } }
  const result = await request.rules.authorize(user, channelName)
  if (result === false) return { status: 403, body: { message: 'Forbidden.' } }
  const grant: Record<string, unknown> = { issuedAt: request.now ?? grantClock() }
  if (request.session !== undefined) grant.session = request.session
  if (result.readOnly) grant.readOnly = true
  const channelData = JSON.stringify({
    ...(result.member ?? { user_id: String(user.id) }),
    grant,
  })
  const auth = signSubscription(request.key, request.secret, socketId, channelName, channelData)
  return { status: 200, body: { auth, channel_data: channelData } }
}
