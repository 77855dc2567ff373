import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import type Project from '#models/project'
import type User from '#models/user'
import type ProjectInvitation from '#models/project_invitation'
import type Offer from '#models/offer'
import { notify } from '#services/notifications'

/* Someone with an account was invited: the dashboard lists the invitation (its own link is e-mailed). */
export async function notifyInvitation(
  invitation: ProjectInvitation,
  project: Project,
  inviter: User,
  invitee: User
) {
  if (invitee.id === inviter.id) return
  await notify([
    {
      userId: invitee.id,
      kind: 'invitation',
      subject: `invitation:${invitation.id}`,
      url: `${router.urlBuilder.urlFor('dashboard')}#invitations`,
      data: { actor: inviter.fullName, project: project.name },
    },
  ])
}

/* Staff proposed a plan (or new figures): the owner is asked to agree, on the project page. */
export function notifyPlanProposed(project: Project, proposer: User) {
  return askOwner(project, proposer, 'plan.proposed', 'plan', 'project-plan')
}

/* Staff handed a build over: the owner is asked to try it, on the project page's build card. */
export function notifyBuildReady(project: Project, handedOverBy: User) {
  return askOwner(project, handedOverBy, 'build.ready', 'build', 'project-build')
}

/* The project's owner (never the one who acted) is asked to do something on the project page. */
async function askOwner(
  project: Project,
  actor: User,
  kind: 'plan.proposed' | 'build.ready',
  subject: string,
  anchor: string
) {
  const owners = await db
    .from('project_members')
    .where('project_id', project.id)
    .where('role', 'owner')
    .select('user_id')
  await notify(
    owners
      .map((row) => Number(row.user_id))
      .filter((userId) => userId !== actor.id)
      .map((userId) => ({
        userId,
        kind,
        subject: `${subject}:${project.id}`,
        url: `${router.urlBuilder.urlFor('projects.show', { id: project.id })}#${anchor}`,
        data: { actor: actor.fullName, project: project.name },
      }))
  )
}

/* A recipient answered an offer from its online view: the team member who wrote it hears. */
export async function notifyOfferAnswered(offer: Offer) {
  if (!offer.createdById || !offer.answer) return
  await notify([
    {
      userId: offer.createdById,
      kind: 'offer.answered',
      subject: `offer:${offer.id}`,
      url: router.urlBuilder.urlFor('offers.show', { id: offer.id }),
      data: { actor: offer.email, title: offer.subject, answer: offer.answer },
    },
  ])
}
