import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import webPush, { WebPushError } from 'web-push'
import type { Logger } from '@adonisjs/core/logger'
import PushSubscription from '#models/push_subscription'
import webPushConfig from '#config/web_push'
import type { PushPayload } from '#services/web_push'

/* The push service says this subscription no longer exists (RFC 8030 §7.3, and 404 in practice). */
const GONE = new Set([404, 410])

/*
| Encrypts the payload for each of the user's subscriptions (RFC 8291, aes128gcm) and hands it to
| each push service, signed with the app's VAPID key. A subscription the service calls gone is
| deleted; any other failure (429, 5xx, a timeout) leaves it for the next notification.
*/
export async function deliverPush(userId: number, payload: PushPayload, logger: Logger) {
  const { publicKey, privateKey, subject, ttl, timeoutMs } = webPushConfig
  if (!publicKey || !privateKey) return
  const subscriptions = await PushSubscription.query().where('user_id', userId)
  const body = JSON.stringify(payload)
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webPush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.publicKey, auth: subscription.authSecret },
          },
          body,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: ttl,
            timeout: timeoutMs,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            // A push service keeps only the newest of the messages with one topic that an
            // offline device has not collected yet: the same bundling as the tag, earlier.
            topic: topicFor(payload.tag),
          }
        )
        subscription.lastSuccessAt = DateTime.now()
        await subscription.save()
      } catch (error) {
        if (error instanceof WebPushError && GONE.has(error.statusCode)) {
          await subscription.delete()
          logger.info({ subscriptionId: subscription.id }, 'Push subscription gone: removed')
          return
        }
        logger.warn(
          {
            err: error,
            subscriptionId: subscription.id,
            status: error instanceof WebPushError ? error.statusCode : undefined,
          },
          'A push notification could not be delivered; the subscription is kept'
        )
      }
    })
  )
}

/* RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet. */
function topicFor(tag: string) {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32)
}
