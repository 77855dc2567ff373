import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Project from '#models/project'
import type PlanMilestone from '#models/plan_milestone'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { acceptMilestone, currentPlan } from '#actions/projects/plan_revisions'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
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
  build: { link: string; note?: string | null; milestone?: string | null }
) {
  const project = await changeBuild(user, projectId, async (changed, trx) => {
    // A build may deliver one open milestone of the agreed plan; its "It works" accepts it.
    let milestone: PlanMilestone | null = null
    if (build.milestone) {
      const plan = await currentPlan(trx, changed.id)
      milestone =
        plan?.milestones.find((m) => m.key === build.milestone && m.state === 'open') ?? null
      if (!milestone) throw new ProjectRuleError('projects.build.milestoneGone', {}, 'milestone')
    }
    changed.merge({
      buildReadyAt: DateTime.now(),
      buildLink: build.link,
      buildNote: build.note || null,
      buildMilestoneKey: milestone?.key ?? null,
      buildConfirmedAt: null,
      buildConfirmedById: null,
    })
    return milestone
      ? { type: 'milestone_build_ready', params: { link: build.link, title: milestone.title } }
      : { type: 'build_ready', params: { link: build.link } }
  })
  // Committed: the owner is asked to try it (a failure to notify is logged, never undoes it).
  try {
    await notifyBuildReady(project, user)
  } catch (error) {
    logger.error({ err: error, projectId }, 'Could not notify of a build to test')
  }
  return project
}

/* "It works": for a milestone's build, the milestone is accepted and its draft invoice prepared. */
export async function confirmBuild(user: User, projectId: number) {
  return changeBuild(user, projectId, async (project, trx) => {
    project.merge({ buildConfirmedAt: DateTime.now(), buildConfirmedById: user.id })
    if (project.buildMilestoneKey) {
      await acceptMilestone(trx, project, user, project.buildMilestoneKey)
    }
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
  change: (
    project: Project,
    trx: TransactionClientContract
  ) => Parameters<typeof recordNotice>[2] | Promise<Parameters<typeof recordNotice>[2]>
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx, counts: false })
    project.useTransaction(trx)
    const notice = await change(project, trx)
    await project.save()
    await recordNotice(trx, project, notice, user)
    afterCommit(trx, () => broadcastProjectUpdated(project))
    return project
  })
}
