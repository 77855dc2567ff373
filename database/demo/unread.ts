import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/*
| Read positions for the demo: each person has read their projects' conversations except the
| newest message the other side wrote, so the badges show something on the first visit. Those
| messages count as already mailed (they are days old), but no digest was sent yet: the first
| new message left unread for 15 minutes is mailed at once, not an hour later.
| Running it again changes nothing.
*/
export async function seedDemoReads(people: User[]) {
  const now = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
  for (const person of people) {
    const memberships = await db.from('project_members').where('user_id', person.id)
    for (const { project_id: projectId } of memberships) {
      const newestByOthers = await db
        .from('messages')
        .where('project_id', projectId)
        .where('kind', 'message')
        .whereNot('author_id', person.id)
        .max('id as id')
        .first()
      const newest = await db
        .from('messages')
        .where('project_id', projectId)
        .max('id as id')
        .first()
      if (!newestByOthers?.id || !newest?.id) continue
      await db
        .table('project_reads')
        .insert({
          project_id: projectId,
          user_id: person.id,
          last_read_message_id: Number(newestByOthers.id) - 1,
          digested_message_id: Number(newest.id),
          digest_sent_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict(['user_id', 'project_id'])
        .ignore()
    }
  }
}
