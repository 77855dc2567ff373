import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'

/*
| Password reset tokens: 256 random bits in the link, only their SHA-256 hash in the database,
| valid for 60 minutes and for one use. Asking again replaces the user's earlier tokens. The use
| cases: request_password_reset.ts and reset_password.ts.
*/
export const RESET_TOKEN_TTL_MINUTES = 60
const TABLE = 'password_reset_tokens'

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export async function createPasswordResetToken(
  user: User,
  client: Pick<typeof db, 'from' | 'table'> = db
) {
  const token = randomBytes(32).toString('base64url')
  await client.from(TABLE).where('user_id', user.id).delete()
  await client.table(TABLE).insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: DateTime.now().plus({ minutes: RESET_TOKEN_TTL_MINUTES }).toJSDate(),
    created_at: DateTime.now().toJSDate(),
  })
  return token
}

/*
| Inside a transaction every query must go through it: SQLite has one connection, and a query on
| the global client would wait for the one the transaction holds until Knex gives up.
*/
export async function findResetToken(token: string, client?: TransactionClientContract) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null
  const row = await (client ?? db).from(TABLE).where('token_hash', hashToken(token)).first()
  if (!row) return null
  const expiresAt =
    row.expires_at instanceof Date
      ? row.expires_at
      : new Date(Number(row.expires_at) || row.expires_at)
  if (expiresAt.getTime() <= Date.now()) return null
  return row as { id: number; user_id: number }
}

/* The user a token belongs to, when the token exists and has not expired. */
export async function findUserByResetToken(token: string) {
  const row = await findResetToken(token)
  return row ? User.find(row.user_id) : null
}

/* A new password (reset or changed in settings) makes every reset link sent before it worthless. */
export async function deletePasswordResetTokens(user: User, client?: TransactionClientContract) {
  await (client ?? db).from(TABLE).where('user_id', user.id).delete()
}
