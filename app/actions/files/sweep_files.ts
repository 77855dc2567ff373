import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type StoredFile from '#models/stored_file'
import type User from '#models/user'
import filesConfig from '#config/files'
import { purgeFiles } from '#actions/files/delete_files'

/*
| Uploads for a message that was never sent (a project's or a conversation's), and uploads
| straight to the store never confirmed: nobody but their uploader ever saw them.
*/
const unsent = (query: ModelQueryBuilderContract<typeof StoredFile>) =>
  query.where((draft) =>
    draft
      .where((forMessage) =>
        forMessage
          .whereNull('message_id')
          .whereNull('conversation_message_id')
          .whereNull('offer_event_id')
          .where('purpose', 'message')
      )
      .orWhere('status', 'pending')
  )

/*
| The scheduled sweep (start/scheduler.ts): uploads never sent with a message for longer than
| a day (a closed tab, a discarded draft) are removed, rows and bytes, so nothing is orphaned.
*/
export async function sweepUnattachedFiles(now = DateTime.now()) {
  const cutoff = now.minus({ hours: filesConfig.unattachedHours })
  return db.transaction(async (trx) => {
    const stale = cutoff.toUTC().toFormat(trx.dialect.dateTimeFormat)
    const files = await purgeFiles(trx, (query) => unsent(query).where('created_at', '<', stale))
    return files.length
  })
}

/* An account's unsent uploads, when the account is deleted. */
export async function purgeDrafts(user: User) {
  await db.transaction((trx) =>
    purgeFiles(trx, (query) => unsent(query).where('uploaded_by_id', user.id))
  )
}
