import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Notification from '#models/notification'
import NotificationTransformer from '#transformers/notification_transformer'
import { Broadcaster } from '#realtime/broadcaster'
import { RealtimeServer } from '#realtime/realtime_server'
import { serializer } from '#infrastructure/serializer'
import { pushToUser } from '#services/web_push'
import { inQuietHours } from '#actions/notifications/quiet_hours'
import { disabledKinds } from '#actions/notifications/preferences'
import { userChannel } from '#shared/realtime'
import type { NotificationData, NotificationKind } from '#shared/notifications'
import { readFirst } from '#data/run'
import { UNREAD_NOTIFICATIONS } from '#data/unread_notifications'
import { hasPushColumn, incremented } from '#data/expressions'

/*
| The one place notifications are made (issue 25). Callers say who should hear what; this
| service drops the kinds a user switched off, bundles what arrives about the same thing while
| unread (one line, its count raised), and after commit delivers each: the bell on every open
| tab (`notification.changed` on private-user.{id}) and, unless it is the user's quiet hours, a
| push to their devices (app/services/web_push.ts). Whether someone is looking at the place
| right now is the caller's question (`presentIn`), asked before calling.
*/
export interface NewNotification {
  userId: number
  kind: NotificationKind
  /* The thing it is about (`project:5`); unread ones with the same kind and subject bundle. */
  subject: string
  /* The exact place (a path), opened through the notification's own link. */
  url: string
  data: NotificationData
}

type Recipient = {
  id: number
  locale: string | null
  notifications_off: string | null
  quiet_hours_from: string | null
  quiet_hours_to: string | null
  time_zone: string | null
  /* Whether the user turned push on anywhere (0/1 on SQLite, a boolean on PostgreSQL). */
  has_push: unknown
}

/*
| Where a push goes: the devices (app/services/web_push.ts). A user with no device subscribed is
| not queued a push job that would find none (a job costs the queue several statements). An
| object, so a test can record what would be pushed without a push service or a device.
*/
export const pushDelivery = {
  send: pushToUser,
  reaches: (recipient: Recipient) => Boolean(recipient.has_push),
}

export async function notify(
  items: NewNotification[],
  options: { trx?: TransactionClientContract; now?: DateTime<true> } = {}
) {
  if (items.length === 0) return []
  const client = options.trx ?? db.connection()
  const now = options.now ?? DateTime.now()
  const recipients = await loadRecipients(
    items.map((item) => item.userId),
    client
  )
  const wanted = items.filter((item) => {
    const recipient = recipients.get(item.userId)
    return recipient && !disabledKinds(recipient.notifications_off).has(item.kind)
  })
  const stored = await bundle(wanted, client, now)
  const deliverAll = () => deliver(stored, recipients, now)
  if (options.trx) options.trx.after('commit', deliverAll)
  else await deliverAll()
  return stored
}

async function loadRecipients(
  userIds: number[],
  client: TransactionClientContract | ReturnType<typeof db.connection>
) {
  const rows: Recipient[] = await client
    .from('users')
    .whereIn('id', [...new Set(userIds)])
    .select('id', 'locale', 'notifications_off', 'quiet_hours_from', 'quiet_hours_to', 'time_zone')
    .select(hasPushColumn())
  return new Map(rows.map((row) => [Number(row.id), row]))
}

/*
| An unread line about the same thing takes the new event (keeping its link to the first one).
| Items that say the same (kind, subject, data: a chat message to its members) are looked up in
| one query and their open lines raised in one update, however many people they reach.
*/
async function bundle(
  items: NewNotification[],
  client: TransactionClientContract | ReturnType<typeof db.connection>,
  now: DateTime<true>
): Promise<Notification[]> {
  const groups = new Map<string, NewNotification[]>()
  for (const item of items) {
    const key = JSON.stringify([item.kind, item.subject, item.data])
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  const stored: Notification[] = []
  for (const group of groups.values()) stored.push(...(await bundleAlike(group, client, now)))
  return stored
}

async function bundleAlike(
  items: NewNotification[],
  client: TransactionClientContract | ReturnType<typeof db.connection>,
  now: DateTime<true>
) {
  const { kind, subject, data } = items[0]
  const newest = new Map<number, Notification>()
  const open = await Notification.query({ client })
    .whereIn('user_id', [...new Set(items.map((item) => item.userId))])
    .where('kind', kind)
    .where('subject', subject)
    .whereNull('read_at')
    .orderBy('id', 'desc')
  for (const line of open) if (!newest.has(line.userId)) newest.set(line.userId, line)
  const raised: Notification[] = []
  const created: Notification[] = []
  const json = JSON.stringify(data)
  // One line per person: the same event twice for someone is told once.
  const seen = new Set<number>()
  for (const item of items) {
    if (seen.has(item.userId)) continue
    seen.add(item.userId)
    const line = newest.get(item.userId)
    if (!line) {
      created.push(
        await Notification.create(
          {
            userId: item.userId,
            kind,
            subject,
            url: item.url,
            data: json,
            count: 1,
            readAt: null,
            createdAt: now,
            updatedAt: now,
          },
          { client }
        )
      )
      continue
    }
    // An older event arriving late (a retry announced again) does not count twice.
    if (data.ref !== undefined && line.details.ref !== undefined && data.ref <= line.details.ref) {
      continue
    }
    raised.push(line)
  }
  if (raised.length > 0) {
    await client
      .from('notifications')
      .whereIn(
        'id',
        raised.map((line) => line.id)
      )
      .update({
        count: incremented('count'),
        data: json,
        updated_at: now.toFormat(client.dialect.dateTimeFormat),
      })
    for (const line of raised) {
      line.merge({ count: line.count + 1, data: json, updatedAt: now })
      line.$hydrateOriginals()
    }
  }
  return [...raised, ...created]
}

export async function unreadNotifications(userId: number) {
  const row = await readFirst(UNREAD_NOTIFICATIONS, [userId])
  return Number(row?.total ?? 0)
}

/* Several users' unread notifications, in one query (users with none are absent: 0). */
async function unreadNotificationsOf(userIds: number[]) {
  const rows = await db
    .from('notifications')
    .whereIn('user_id', userIds)
    .whereNull('read_at')
    .groupBy('user_id')
    .select('user_id')
    .count('* as total')
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.total)]))
}

/* The words of a notification in a language (the push's title; the bell translates its own). */
export function notificationText(notification: Notification, locale: string | null) {
  const language = i18nManager.getSupportedLocaleFor([locale ?? '']) ?? i18nManager.defaultLocale
  const i18n = i18nManager.locale(language)
  const details = notification.details
  return {
    title: i18n.t(`common.notifications.text.${notification.kind}`, {
      ...details,
      actor: details.actor ?? i18n.t('common.notifications.someone'),
      count: notification.count,
    }),
    body:
      details.preview ??
      (details.answer ? i18n.t(`common.notifications.answers.${details.answer}`) : ''),
  }
}

export function openUrl(notification: Notification) {
  return router.urlBuilder.urlFor('notifications.open', { id: notification.id })
}

async function deliver(
  stored: Notification[],
  recipients: Map<number, Recipient>,
  now: DateTime<true>
) {
  if (stored.length === 0) return
  const broadcaster = await app.container.make(Broadcaster)
  const unread = await unreadNotificationsOf([...new Set(stored.map((line) => line.userId))])
  for (const notification of stored) {
    const recipient = recipients.get(notification.userId)!
    try {
      const item = await serializer.serialize(NotificationTransformer.transform(notification))
      broadcaster.send(userChannel, { id: notification.userId }, 'notification.changed', {
        notification: item,
        unread: unread.get(notification.userId) ?? 0,
      })
    } catch (error) {
      logger.error({ err: error, userId: notification.userId }, 'Could not announce a notification')
    }
    const quiet = inQuietHours(
      {
        from: recipient.quiet_hours_from,
        to: recipient.quiet_hours_to,
        timeZone: recipient.time_zone,
      },
      now
    )
    if (quiet || !pushDelivery.reaches(recipient)) continue
    try {
      await pushDelivery.send(notification.userId, {
        ...notificationText(notification, recipient.locale),
        url: openUrl(notification),
        tag: `${notification.kind}:${notification.subject}`,
      })
    } catch (error) {
      logger.error({ err: error, userId: notification.userId }, 'Could not push a notification')
    }
  }
}

/*
| Which of `userIds` have a page open on a presence channel right now (the project page joins
| `presence-project.{id}`): they are looking at it, so they are not notified. With Redis, the
| whole cluster's members. Only the ids asked about are looked up, not every member's info.
| Unknown (the server cannot say) counts as nobody.
*/
export async function presentIn(channel: string, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  try {
    const server = await app.container.make(RealtimeServer)
    const present = await server.presentAmong(channel, userIds.map(String))
    return new Set([...present].map(Number))
  } catch {
    return new Set()
  }
}
