import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'
import inboundMailConfig from '#config/inbound_mail'

/*
| The thread a reply address names and who it was written to:
| - `project`: a project's chat, to the member `recipientId` (the unread digest);
| - `conversation`: an inbox thread, to its visitor or contact (`recipientId` 0: the address
|   the thread holds);
| - `offer`: an offer, to the address it was sent to (`recipientId` 0).
*/
export type ReplyThread = {
  kind: 'project' | 'conversation' | 'offer'
  id: number
  recipientId: number
}

const KINDS = { project: 'p', conversation: 'c', offer: 'o' } as const
const BY_LETTER = Object.fromEntries(Object.entries(KINDS).map(([kind, letter]) => [letter, kind]))
const DAY_MS = 86_400_000

/*
| A reply address's token: `{kind}{thread}-{recipient}-{last day}-{signature}`, numbers in base
| 36 and an HMAC of the rest under the app key (80 bits, base 32), all lowercase: mail servers
| may change the case of a local part, and the whole address stays under the 64 characters a
| local part may have. Nothing is stored: the signature makes it unguessable, the last day
| makes it expire, and the pipeline checks again on every reply that the recipient still has
| access (a removed member's or a deactivated account's address no longer posts). Changing
| APP_KEY revokes every address at once.
*/
export function replyToken(thread: ReplyThread, now = Date.now()) {
  const lastDay = Math.floor(now / DAY_MS) + inboundMailConfig.tokenDays
  const payload = [
    `${KINDS[thread.kind]}${thread.id.toString(36)}`,
    thread.recipientId.toString(36),
    lastDay.toString(36),
  ].join('-')
  return `${payload}-${sign(payload)}`
}

/* The Reply-To address of a thread, or null while no inbound domain is configured. */
export function replyAddress(thread: ReplyThread, now = Date.now()) {
  if (!inboundMailConfig.domain) return null
  return `reply+${replyToken(thread, now)}@${inboundMailConfig.domain}`
}

export type TokenCheck = { thread: ReplyThread } | { error: 'invalid' | 'expired' }

/* The thread a token names, when its signature holds and its last day has not passed. */
export function readReplyToken(token: string, now = Date.now()): TokenCheck {
  const match = /^([pco])([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([a-z2-7]{16})$/.exec(
    token.trim().toLowerCase()
  )
  if (!match) return { error: 'invalid' }
  const [, letter, id, recipient, lastDay, signature] = match
  const expected = Buffer.from(sign(`${letter}${id}-${recipient}-${lastDay}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { error: 'invalid' }
  }
  if (Number.parseInt(lastDay, 36) < Math.floor(now / DAY_MS)) return { error: 'expired' }
  return {
    thread: {
      kind: BY_LETTER[letter] as ReplyThread['kind'],
      id: Number.parseInt(id, 36),
      recipientId: Number.parseInt(recipient, 36),
    },
  }
}

/* The token in a recipient address `reply+{token}@{domain}`, or null for any other address. */
export function tokenOfAddress(address: string) {
  const [local, host] = address.trim().toLowerCase().split('@')
  if (!host || !local?.startsWith('reply+')) return null
  if (inboundMailConfig.domain && host !== inboundMailConfig.domain) return null
  return local.slice('reply+'.length)
}

function sign(payload: string) {
  const digest = createHmac('sha256', appKey.release()).update(`mail-reply:${payload}`).digest()
  return base32(digest.subarray(0, 10))
}

function base32(bytes: Buffer) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31]
  return out
}
