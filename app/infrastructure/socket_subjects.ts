import { createHmac } from 'node:crypto'
import { appKey } from '#config/app'

/*
| Who a channel authorisation names, so that access which ends can be revoked on the socket
| server (app/infrastructure/access_revocation.ts): the subject (a user's id, or a visitor's) and the
| session it was issued under.
|
| The session is named by a tag, never by its id: the grant travels to the browser inside
| channel_data, and a session id there would be as good as the cookie. The tag is an HMAC of
| the id with the app key (one-way, the same on every node), cut to 22 base64url characters
| (132 bits), enough to never collide between the sessions of one user.
*/
const SESSION_TAG_LENGTH = 22

export function socketSessionTag(sessionId: string) {
  return createHmac('sha256', appKey.release())
    .update(`socket-session:${sessionId}`)
    .digest('base64url')
    .slice(0, SESSION_TAG_LENGTH)
}

/* A visitor of the chat panel, without an account, is their conversation to the server. */
export function visitorSubject(conversationId: number | string) {
  return `visitor-${conversationId}`
}
