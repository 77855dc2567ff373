import type { HttpContext } from '@adonisjs/core/http'
import { authorizeSubscription, type SubscriptionAuthResponse } from '#realtime/channel_rules'
import realtimeConfig from '#config/realtime'
import { channels, visitorChannels } from '#start/channels'
import { findVisitorConversation, readVisitorToken } from '#actions/conversations/visitor_token'
import { socketSessionTag, visitorSubject } from '#infrastructure/socket_subjects'

export default class BroadcastingController {
  /*
  | pusher-js and Echo post socket_id and channel_name here for private and presence channels.
  | A signed-in user is asked about by the channel rules; a visitor of the chat panel may
  | join only their own conversation's channel, by the token in their cookie. A guest without
  | such a cookie gets 401 as before.
  |
  | Each grant names the session it was issued under (a tag, not the id: #infrastructure/socket_subjects),
  | so ending a session closes the sockets opened with it. A visitor's session is their token.
  */
  async authorize(ctx: HttpContext) {
    const { auth, request, response, i18n, session } = ctx
    /*
    | pusher-js asks here whenever its socket reconnects, which a revocation makes happen right
    | beside a form's redirect: the flash messages meant for that redirect's page ("Project
    | deleted.") are kept for it rather than used up by this request.
    */
    if (!session.flashMessages.isEmpty) session.reflash()
    const signedIn = await auth.check()
    const visitorToken = readVisitorToken(ctx)
    const visitor = visitorToken ? await findVisitorConversation(ctx) : null
    if (!signedIn && !visitor) {
      return response.unauthorized({ message: i18n.t('common.realtime.unauthenticated') })
    }
    const common = {
      socketId: request.input('socket_id'),
      channelName: request.input('channel_name'),
      key: realtimeConfig.key,
      secret: realtimeConfig.secret,
    }
    let result: SubscriptionAuthResponse = { status: 403, body: { message: '' } }
    if (signedIn)
      result = await authorizeSubscription({
        ...common,
        rules: channels,
        user: auth.user,
        session: socketSessionTag(ctx.session.sessionId),
      })
    if (result.status === 403 && visitor) {
      result = await authorizeSubscription({
        ...common,
        rules: visitorChannels,
        user: { id: visitorSubject(visitor.id), conversationId: visitor.id },
        session: socketSessionTag(visitorToken!),
      })
    }
    if (result.status !== 200) {
      const key = result.status === 403 ? 'forbidden' : 'invalid'
      return response.status(result.status).json({ message: i18n.t(`common.realtime.${key}`) })
    }
    return response.json(result.body)
  }
}
