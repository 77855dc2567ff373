/**
 * Wire-level constants of the Pusher Channels protocol (version 7) and the few
 * helpers every other realtime file needs to speak it.
 */

export const PROTOCOL_VERSION = 7

/**
 * Close and error codes. pusher-js reads the range of a close code to decide
 * what to do next: 4000-4099 never reconnect, 4100-4199 reconnect after a
 * back-off, 4200-4299 reconnect at once, 4300+ never reconnect.
 */
export const ErrorCode = {
  appNotFound: 4001,
  overQuota: 4004,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  badFrame: 4200,
  // This process is stopping: pusher-js reconnects at once, through the balancer to another node.
  restarting: 4200,
  pongTimeout: 4201,
  // Access ended for one of its channels: pusher-js reconnects at once and authorises each again.
  accessChanged: 4202,
  messageTooLarge: 4300,
  rateLimited: 4301,
} as const

export type ChannelKind = 'public' | 'private' | 'presence'

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence'
  if (name.startsWith('private-')) return 'private'
  return 'public'
}

/** Pusher's documented channel name alphabet and length limit. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name) && !name.startsWith('#')
}

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && /^\d+\.\d+$/.test(value)
}

export interface Frame {
  event: string
  channel?: string
  data?: unknown
  user_id?: string
}

export function encodeFrame(frame: Frame): string {
  return JSON.stringify(frame)
}

/**
 * Channel events carry `data` as a JSON string, as the hosted service does, so
 * clients that parse it (pusher-js) and clients that do not see the same thing.
 */
export function channelFrame(channel: string, event: string, data: string, userId?: string) {
  const frame: Frame = { event, channel, data }
  if (userId !== undefined) frame.user_id = userId
  return encodeFrame(frame)
}

export function errorFrame(code: number | null, message: string): string {
  return encodeFrame({ event: 'pusher:error', data: { code, message } })
}
