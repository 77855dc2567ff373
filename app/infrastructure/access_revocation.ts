import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Broadcaster } from '#realtime/broadcaster'
import type { RevokeTarget } from '#realtime/revocation'
import { projectChannel } from '#shared/realtime'
import { socketSessionTag, visitorSubject } from '#infrastructure/socket_subjects'
import { forgetSessionDevices, forgetUserDevices } from '#actions/push/subscriptions'

/*
| When someone's access ends, their open sockets must stop hearing what they may no longer read.
| Channel rights are checked when a socket subscribes, so the socket server is asked to close the
| sockets whose authorisations match (on every node); pusher-js reconnects at once and
| authorises each channel again, and the channels that were lost are refused (the page says so).
| A channel that was not lost comes back with the rights of now (a viewer's role, say).
|
| Every way access ends comes through here, after the change is stored (a re-authorisation
| must find it), so the rule of what to close lives in one place. A failed revocation is logged
| and never undoes the change: the socket server also refuses, for two minutes, any
| authorisation issued before the revocation.
*/

async function revoke(target: RevokeTarget) {
  try {
    ;(await app.container.make(Broadcaster)).revoke(target)
  } catch (error) {
    logger.error({ err: error, target }, 'Revoking access on the socket server failed')
  }
}

/* Removed, left, or their role changed: the project's channel is authorised again. */
export function revokeProjectAccess(projectId: number, userId: number) {
  return revoke({ userId, channel: projectChannel.name({ id: projectId }) })
}

/* A deleted project: everyone on its channel. */
export function revokeProject(projectId: number) {
  return revoke({ channel: projectChannel.name({ id: projectId }) })
}

/*
| Sessions that ended (logout, "log out other sessions", a password change): their sockets, and
| the push notifications of the devices turned on under them.
*/
export async function revokeSessions(sessionIds: Iterable<string>) {
  const tags = [...sessionIds].map((sessionId) => socketSessionTag(sessionId))
  for (const session of tags) await revoke({ session })
  await forgetSessionDevices(tags)
}

/* Every session of an account that is gone, or whose every session ended. */
export async function revokeUser(userId: number) {
  await revoke({ userId })
  await forgetUserDevices(userId)
}

/*
| Their role changed (promoted or demoted in the back office): every socket of the account
| authorises its channels again, so what the old role gave (the inbox, every project) is lost
| at once; the session and the push devices stay.
*/
export function revokeUserChannels(userId: number) {
  return revoke({ userId })
}

/* A visitor who was blocked, or whose conversation an account now holds. */
export function revokeVisitor(conversationId: number) {
  return revoke({ userId: visitorSubject(conversationId) })
}
