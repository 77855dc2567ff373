import type { HttpContext } from '@adonisjs/core/http'
import { authorizeSubscription } from '#realtime/channel_rules'
import realtimeConfig from '#config/realtime'
import { channels } from '#start/channels'

export default class BroadcastingController {
  /* pusher-js and Echo post socket_id and channel_name here for private and presence channels. */
  async authorize({ auth, request, response, i18n }: HttpContext) {
    if (!(await auth.check())) {
      return response.unauthorized({ message: i18n.t('common.realtime.unauthenticated') })
    }
    const result = await authorizeSubscription({
      rules: channels,
      user: auth.user,
      socketId: request.input('socket_id'),
      channelName: request.input('channel_name'),
      key: realtimeConfig.key,
      secret: realtimeConfig.secret,
    })
    if (result.status !== 200) {
      const key = result.status === 403 ? 'forbidden' : 'invalid'
      return response.status(result.status).json({ message: i18n.t(`common.realtime.${key}`) })
    }
    return response.json(result.body)
  }
}
