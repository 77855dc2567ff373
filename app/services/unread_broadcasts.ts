import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { userChannel, type UnreadChange } from '#shared/realtime'

/* A user's badges follow on every open tab (private-user.{id}, event `unread.changed`). */
export async function broadcastUnread(userId: number, change: UnreadChange) {
  await broadcastUnreadTo([[userId, change]])
}

/*
| Several users' new counts (a posted message changes every member's). One that cannot be sent
| is reported to `failed` and the others still go.
*/
export async function broadcastUnreadTo(
  changes: Iterable<[number, UnreadChange]>,
  failed: (userId: number, error: unknown) => void = (_, error) => {
    throw error
  }
) {
  const broadcaster = await app.container.make(Broadcaster)
  for (const [userId, change] of changes) {
    try {
      broadcaster.send(userChannel, { id: userId }, 'unread.changed', change)
    } catch (error) {
      failed(userId, error)
    }
  }
}
