import type { HttpContext } from '@adonisjs/core/http'
import {
  holdDevice,
  removeDevice,
  subscribe,
  unsubscribeEndpoint,
} from '#actions/push/subscriptions'
import { subscribeValidator, unsubscribeValidator } from '#validators/push'
import PushDeviceTransformer from '#transformers/push_device_transformer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { serializer } from '#infrastructure/serializer'
import { socketSessionTag } from '#infrastructure/socket_subjects'

/*
| Web push on this browser (JSON from the opt-in card and settings, CSRF header) and the removal
| of another of the user's devices from settings. Every query is scoped to the signed-in user.
*/
export default class SubscriptionsController {
  async store(ctx: HttpContext) {
    const { request, auth, response } = ctx
    const input = await request.validateUsing(subscribeValidator, {
      messagesProvider: scopedMessages(ctx, 'push'),
    })
    const subscription = await subscribe(
      auth.user!,
      input,
      request.header('user-agent') ?? null,
      socketSessionTag(ctx.session.sessionId)
    )
    holdDevice(ctx, subscription)
    return response.ok({
      data: await serializer.serialize(PushDeviceTransformer.transform(subscription)),
    })
  }

  async destroyCurrent({ request, auth, response }: HttpContext) {
    const { endpoint } = await request.validateUsing(unsubscribeValidator)
    await unsubscribeEndpoint(auth.user!, endpoint)
    return response.noContent()
  }

  async destroy({ params, auth, response, request, session, i18n }: HttpContext) {
    await removeDevice(auth.user!, Number(params.id))
    if (request.accepts(['html', 'json']) === 'json') return response.noContent()
    session.flash('success', i18n.t('push.settings.deviceRemoved'))
    return response.redirect().toRoute('notifications.edit')
  }
}
