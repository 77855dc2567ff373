import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ID_MAX } from '#validators/chat'
import { errors } from '@adonisjs/lucid'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'
import { run } from '#data/run'
import { SAVE_PUSH_SUBSCRIPTION } from '#data/push_subscription_save'
import { socketSessionTag } from '#infrastructure/socket_subjects'

export type NewSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

/*
| This browser turns push on for the signed-in user. A browser has one subscription per VAPID
| key, so an endpoint seen before is the same device: its keys are refreshed, and if another
| account had turned it on there earlier (a shared computer), the device now belongs to whoever
| turned it on last; the previous account stops receiving notifications on it. Only the
| browser holding the endpoint knows it, so nobody can claim another person's device.
*/
export async function subscribe(
  user: User,
  input: NewSubscription,
  userAgent: string | null,
  sessionTag: string | null
) {
  const now = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
  // One statement (app/data/push_subscription_save.ts): two requests from one browser cannot
  // both insert.
  await run(SAVE_PUSH_SUBSCRIPTION, [
    user.id,
    input.endpoint,
    input.keys.p256dh,
    input.keys.auth,
    userAgent?.slice(0, 512) ?? null,
    sessionTag,
    now,
    now,
  ])
  return PushSubscription.findByOrFail('endpoint', input.endpoint)
}

/*
| A device belongs to the browser session it was turned on in, as that session is renewed: a new
| session id (logging out the other sessions, a password change) or a new session altogether
| (remember-me signing the browser in again after its session expired, when the session cookie
| is gone too). Only the browser knows which device is its own, so it keeps, in an encrypted
| cookie, the device's id and the session tag it was last stored under; a signed-in request whose
| session tag differs moves the device to it (trackSession), and so ending the session still
| removes it. The move only takes a device still under the tag the cookie names: one removed in
| the meantime (its session ended) stays removed.
*/
export const PUSH_DEVICE_COOKIE = 'push_device'
type HeldDevice = { id: number; tag: string }

/* As long as remember-me keeps a browser signed in (config/auth.ts). */
const PUSH_DEVICE_COOKIE_AGE = '30 days'

export function holdDevice(ctx: HttpContext, subscription: PushSubscription) {
  const held: HeldDevice = { id: subscription.id, tag: socketSessionTag(ctx.session.sessionId) }
  ctx.response.encryptedCookie(PUSH_DEVICE_COOKIE, held, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: PUSH_DEVICE_COOKIE_AGE,
  })
}

export async function followRenewedSession(ctx: HttpContext, user: User) {
  const held = ctx.request.encryptedCookie(PUSH_DEVICE_COOKIE) as Partial<HeldDevice> | null
  if (typeof held?.id !== 'number' || typeof held.tag !== 'string') return
  const tag = socketSessionTag(ctx.session.sessionId)
  if (held.tag === tag) return
  const moved = await PushSubscription.query()
    .where('id', held.id)
    .where('user_id', user.id)
    .where('session_tag', held.tag)
    .update({ session_tag: tag })
  const count = Array.isArray(moved) ? Number(moved[0] ?? 0) : Number(moved)
  if (count > 0) {
    ctx.response.encryptedCookie(PUSH_DEVICE_COOKIE, { id: held.id, tag } satisfies HeldDevice, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: PUSH_DEVICE_COOKIE_AGE,
    })
  } else {
    ctx.response.clearCookie(PUSH_DEVICE_COOKIE)
  }
}

/* This browser turns push off: only the signed-in user's own row for that endpoint goes. */
export async function unsubscribeEndpoint(user: User, endpoint: string) {
  await PushSubscription.query().where('user_id', user.id).where('endpoint', endpoint).delete()
}

/* Settings: one of the user's devices removed by id; another user's id finds nothing (404). */
export async function removeDevice(user: User, id: number) {
  if (id > ID_MAX) throw new errors.E_ROW_NOT_FOUND()
  const subscription = await PushSubscription.query()
    .where('user_id', user.id)
    .where('id', id)
    .firstOrFail()
  await subscription.delete()
}

/*
| Access that ended (app/infrastructure/access_revocation.ts): the devices turned on under sessions
| that ended stop receiving notifications, as their sockets stop receiving events.
*/
export async function forgetSessionDevices(sessionTags: string[]) {
  if (sessionTags.length === 0) return
  await PushSubscription.query().whereIn('session_tag', sessionTags).delete()
}

/*
| Every other session of the user ended and every remember-me token is gone
| (app/actions/auth/end_all_sessions.ts): no other browser can be signed in any more, so only
| the devices of the kept session stay, whatever tag an expired session left on the others.
*/
export async function keepOnlySessionDevices(userId: number, sessionTag: string) {
  await PushSubscription.query()
    .where('user_id', userId)
    .where((query) => query.whereNull('session_tag').orWhereNot('session_tag', sessionTag))
    .delete()
}

export async function forgetUserDevices(userId: number) {
  await PushSubscription.query().where('user_id', userId).delete()
}

export function listDevices(user: User) {
  return PushSubscription.query().where('user_id', user.id).orderBy('created_at', 'desc')
}

/*
| What a page may know of an endpoint: enough to recognise its own browser in the list
| (the page hashes its own endpoint the same way), never the endpoint, which is the address
| anyone could push to.
*/
export function endpointFingerprint(endpoint: string) {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 22)
}
