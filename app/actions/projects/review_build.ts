import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Project from '#models/project'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { postMessage } from '#actions/chat/post_message'
import { notifyBuildReady } from '#actions/notifications/notify_project_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastProjectUpdated } from '#services/project_broadcasts'

/*
| Step 6 of the workflow, "you test it". Staff hand a build over (a link and a note), the owner
| tries it and either confirms it works, which opens the way to launch, or says what is missing,
| which goes into the chat as their message and sends the step round again. Authorize
| `markBuildReady` or `reviewBuild` first.
*/
export async function markBuildReady(
  user: User,
  projectId: number,
  build: { link: string; note?: string | null }
) {
  const project = await changeBuild(user, projectId, (changed) => {
    changed.merge({
      buildReadyAt: DateTime.now(),
      buildLink: build.link,
      buildNote: build.note || null,
      buildConfirmedAt: null,
      buildConfirmedById: null,
    })
    return { type: 'build_ready', params: { link: build.link } }
  })
  // Committed: the owner is asked to try it (a failure to notify is logged, never undoes it).
  try {
    await notifyBuildReady(project, user)
  } catch (error) {
    logger.error({ err: error, projectId }, 'Could not notify of a build to test')
  }
  return project
}

export async function confirmBuild(user: User, projectId: number) {
  return changeBuild(user, projectId, (project) => {
    project.merge({ buildConfirmedAt: DateTime.now(), buildConfirmedById: user.id })
    return { type: 'build_confirmed', params: { name: user.fullName } }
  })
}

/* The build goes back to the team; what is missing is the owner's own message in the chat. */
export async function requestBuildChanges(user: User, projectId: number, text: string) {
  const project = await changeBuild(user, projectId, (changed) => {
    changed.buildReadyAt = null
    return { type: 'build_changes_requested', params: { name: user.fullName } }
  })
  await postMessage(user, project, { text })
  return project
}

async function changeBuild(
  user: User,
  projectId: number,
  change: (project: Project) => Parameters<typeof recordNotice>[2]
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx, counts: false })
    project.useTransaction(trx)
    const notice = change(project)
    await project.save()
    await recordNotice(trx, project, notice, user)
    afterCommit(trx, () => broadcastProjectUpdated(project))
    return project
  })
}
