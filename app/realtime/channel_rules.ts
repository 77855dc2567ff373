import type { PresenceMember } from './presence.js'
import { channelKind, isValidChannelName, isValidSocketId } from './protocol.js'
import { signSubscription } from './signature.js'

export interface ChannelUser {
  id: string | number
}

/**
 * false (or nothing) refuses. For private channels anything truthy allows; for
 * presence channels return the member ({ user_id, user_info }) or true to join
 * as `user.id` without info.
 */
export type RuleResult =
  boolean | null | undefined | { user_id: string | number; user_info?: unknown }

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

  /** false when refused; true for an allowed private channel; the member for presence. */
  async authorize(user: User, channel: string): Promise<false | true | PresenceMember> {
    const kind = channelKind(channel)
    if (kind === 'public') return false
    for (const rule of this.#rules) {
      const match = rule.regex.exec(channel)
      if (!match) continue
      const result = await rule.authorize(user, { ...match.groups })
      if (!result) return false
      if (kind === 'private') return true
      if (result === true) return { user_id: String(user.id) }
      return { user_id: String(result.user_id), user_info: result.user_info }
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
}

export type SubscriptionAuthResponse =
  | { status: 200; body: { auth: string; channel_data?: string } }
  | { status: 400 | 403; body: { message: string } }

/**
 * The answer of `POST /broadcasting/auth` (form fields socket_id and
 * channel_name, as pusher-js and Echo send them).
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
  if (result === true) {
    return {
      status: 200,
      body: { auth: signSubscription(request.key, request.secret, socketId, channelName) },
    }
  }
  const channelData = JSON.stringify(result)
  const auth = signSubscription(request.key, request.secret, socketId, channelName, channelData)
  return { status: 200, body: { auth, channel_data: channelData } }
}
