import { createHash, randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import conversationsConfig from '#config/conversations'
import Conversation from '#models/conversation'

/*
| The visitor's hold on their conversation: 256 random bits in an HttpOnly cookie (signed by the
| framework), stored only as a SHA-256 hash. Guessing one is infeasible and every miss (no
| cookie, a forged or unknown token, a blocked conversation) reads as "no conversation": the
| endpoints answer 404. Used by the visitor endpoints, /broadcasting/auth, the carry-over and
| the reopening link.
*/
export function newVisitorToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashVisitorToken(token) }
}

export function hashVisitorToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export function readVisitorToken(ctx: HttpContext): string | null {
  const token = ctx.request.cookie(conversationsConfig.cookieName)
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}

export function giveVisitorToken(ctx: HttpContext, token: string) {
  ctx.response.cookie(conversationsConfig.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: `${conversationsConfig.retentionDays}d`,
  })
}

export function forgetVisitorToken(ctx: HttpContext) {
  ctx.response.clearCookie(conversationsConfig.cookieName)
}

/* The conversation this browser's cookie holds, unless it was blocked. */
export async function findVisitorConversation(ctx: HttpContext) {
  const token = readVisitorToken(ctx)
  if (!token) return null
  return Conversation.query()
    .where('token_hash', hashVisitorToken(token))
    .where('kind', 'chat')
    .whereNull('blocked_at')
    .first()
}
