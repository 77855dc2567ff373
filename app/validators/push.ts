import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import webPushConfig, { isPushServiceEndpoint } from '#config/web_push'

/*
| A browser's PushSubscription.toJSON(). The server will POST to the endpoint, so only the
| known browser push services are accepted (never an address inside this network); the keys
| are the sizes RFC 8291 fixes: a 65-byte P-256 point and a 16-byte secret, base64url.
*/
const pushEndpoint = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!isPushServiceEndpoint(value, webPushConfig.extraEndpointOrigins)) {
    field.report('This is not the address of a push service.', 'pushService', field)
  }
})

/* Run with scopedMessages(ctx, 'push'): the endpoint's refusal has its own sentence. */
export const subscribeValidator = vine.create({
  endpoint: vine.string().trim().maxLength(1000).use(pushEndpoint()),
  keys: vine.object({
    p256dh: vine.string().regex(/^[\w-]{87}=?$/),
    auth: vine.string().regex(/^[\w-]{22}(?:==)?$/),
  }),
})

export const unsubscribeValidator = vine.create({
  endpoint: vine.string().trim().maxLength(1000),
})
