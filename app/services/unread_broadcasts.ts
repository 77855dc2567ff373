import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { userChannel, type UnreadChange } from '#shared/realtime'

/* A user's badges follow on every open tab (private-user.{id}, event `unread.changed`). */
export async function broadcastUnread(userId: number, change: UnreadChange) {
  ;(await app.container.make(Broadcaster)).send(
    userChannel,
    { id: userId },
    'unread.changed',
    change
  )
}
