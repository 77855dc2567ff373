import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { endSession } from '#actions/auth/end_session'
import db from '@adonisjs/lucid/services/db'
import { purgeDrafts } from '#actions/files/sweep_files'
import { purgeFiles } from '#actions/files/delete_files'

/*
| Irreversible. Deleting the user row removes, through foreign keys, everything that belongs
| to it (remember-me and reset tokens today; projects and messages as they arrive). Every
| session of the account ends, this one included. Files the account uploaded but never sent
| are removed from storage (those it shared stay with their messages, like its words), and so
| are the files of its own conversations with the team, which go with the account. The files
| of projects it owned alone went with those projects (account_projects.ts).
*/
export async function deleteAccount(ctx: HttpContext, user: User) {
  await endAllSessions(user)
  await purgeDrafts(user)
  await db.transaction(async (trx) => {
    await purgeFiles(trx, (files) =>
      files.whereIn(
        'conversation_id',
        trx.from('conversations').where('user_id', user.id).select('id')
      )
    )
    await user.useTransaction(trx).delete()
  })
  await endSession(ctx)
}
