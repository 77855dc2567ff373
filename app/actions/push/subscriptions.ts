import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ID_MAX } from '#validators/chat'
import { errors } from '@adonisjs/lucid'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'

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
  // One statement, the same SQL on SQLite and PostgreSQL: two requests from one browser
  // cannot both insert.
  await db.rawQuery(
    `insert into push_subscriptions
        (user_id, endpoint, public_key, auth_secret, user_agent, session_tag, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?)
      on conflict (endpoint) do update set user_id = excluded.user_id,
        public_key = excluded.public_key, auth_secret = excluded.auth_secret,
        user_agent = excluded.user_agent, session_tag = excluded.session_tag,
        updated_at = excluded.updated_at,
        last_success_at = case when push_subscriptions.user_id = excluded.user_id
          then push_subscriptions.last_success_at end`,
    [
      user.id,
      input.endpoint,
      input.keys.p256dh,
      input.keys.auth,
      userAgent?.slice(0, 512) ?? null,
      sessionTag,
      now,
      now,
    ]
  )
  return PushSubscription.findByOrFail('endpoint', input.endpoint)
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
| Access that ended (app/services/access_revocation.ts): the devices turned on under sessions
| that ended stop receiving notifications, as their sockets stop receiving events.
*/
export async function forgetSessionDevices(sessionTags: string[]) {
  if (sessionTags.length === 0) return
  await PushSubscription.query().whereIn('session_tag', sessionTags).delete()
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
