import db from '@adonisjs/lucid/services/db'
import { mentionedIds, withMentionNames } from '#shared/notifications'

/* How much of a message a notification quotes. */
const PREVIEW_LENGTH = 140

/* The first line of a message as people read it: mentions as @Name, cut with an ellipsis. */
export async function messagePreview(text: string, unknownName: string) {
  const ids = mentionedIds(text)
  const names = new Map<number, string>()
  if (ids.length > 0) {
    const rows = await db.from('users').whereIn('id', ids).select('id', 'full_name')
    for (const row of rows) names.set(Number(row.id), String(row.full_name))
  }
  const plain = withMentionNames(text, names, unknownName).replace(/\s+/g, ' ').trim()
  return plain.length > PREVIEW_LENGTH ? `${plain.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : plain
}
