import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Message from '#models/message'
import type Project from '#models/project'
import type User from '#models/user'
import type { Notice } from '#shared/projects'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMessage } from '#services/project_broadcasts'

/*
| Writes what happened into the project's message stream, inside the caller's transaction, and
| marks the project active. Everyone looking at the project sees the notice once the change is
| committed (never for a change that was rolled back).
*/
export async function recordNotice(
  trx: TransactionClientContract,
  project: Project,
  notice: Notice,
  actor: User | null
) {
  const message = new Message()
  message.useTransaction(trx)
  message.projectId = project.id
  message.authorId = actor?.id ?? null
  message.body = ''
  message.notice = notice
  await message.save()

  project.useTransaction(trx)
  project.lastActivityAt = DateTime.now()
  await project.save()

  afterCommit(trx, () => broadcastMessage(message, actor))
  return message
}
