import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { RealtimeServer } from '#realtime/realtime_server'

/*
| The Pusher HTTP API (signed with the app secret, so no session and no CSRF token): the official
| `pusher` SDK and other Pusher-compatible tools publish and inspect channels through it.
*/
export default class PusherApiController {
  @inject()
  async handle({ request, response }: HttpContext, realtime: RealtimeServer) {
    const result = await realtime.handleHttpApi({
      method: request.method(),
      url: request.url(true),
      body: request.raw() ?? '',
    })
    return response.status(result.status).send(result.body)
  }
}
