import type { BaseMail } from '@adonisjs/mail'
import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import type { RevokeTarget } from '#realtime/revocation'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, projectWith } from '#database/factories/project_factory'
import type User from '#models/user'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import Agreement from '#models/agreement'
import { revisionToSign } from '#actions/projects/plan_revisions'

/*
| The people of the roles matrix around one project: its owner, a member, a viewer, a second
| member (someone to act on), staff outside the project, a signed-in outsider, plus a pending
| invitation to an address without an account and one to the outsider (with their tokens).
*/
export async function projectCast(options: { planned?: boolean } = {}) {
  const [owner, member, viewer, colleague, outsider] = await UserFactory.createMany(5)
  const staff = await UserFactory.apply('staff').create()
  const project = await projectWith(
    owner,
    [
      [member, 'member'],
      [viewer, 'viewer'],
      [colleague, 'member'],
    ],
    { planned: options.planned ?? true }
  )
  const pending = await invitationTo(project, `pending-${project.id}@example.com`, {
    invitedById: owner.id,
  })
  const forOutsider = await invitationTo(project, outsider.email, { invitedById: owner.id })
  const colleagueMembership = await ProjectMember.findByOrFail({
    projectId: project.id,
    userId: colleague.id,
  })
  return {
    project,
    owner,
    member,
    viewer,
    colleague,
    colleagueMembershipId: colleagueMembership.id,
    outsider,
    staff,
    pending,
    forOutsider,
  }
}
export type Cast = Awaited<ReturnType<typeof projectCast>>

/*
| Everything stored about a project, as one comparable value: a refused request must leave it
| exactly as it was.
*/
export async function snapshot(project: Project) {
  const [row] = await db.from('projects').where('id', project.id)
  const members = await db.from('project_members').where('project_id', project.id).orderBy('id')
  const invitations = await db
    .from('project_invitations')
    .where('project_id', project.id)
    .orderBy('id')
  const messages = await db.from('messages').where('project_id', project.id).orderBy('id')
  const revisions = await db.from('plan_revisions').where('project_id', project.id).orderBy('id')
  const milestones = await db
    .from('plan_milestones')
    .whereIn(
      'revision_id',
      revisions.map((revision) => revision.id)
    )
    .orderBy('id')
  return JSON.stringify({ row, members, invitations, messages, revisions, milestones })
}

/* The button's address in an action e-mail (resources/views/emails/action.edge). */
export function actionUrl(mail: BaseMail) {
  const data = mail.message.toJSON().views.html?.data as { action?: { url: string } }
  if (!data?.action) throw new Error('The e-mail has no action link')
  return data.action.url
}

/* The path of an absolute link, as the test client requests it. */
export const pathOf = (url: string) => new URL(url).pathname

export type Role = 'staff' | 'owner' | 'member' | 'viewer' | 'outsider' | 'guest'
export const ROLES: Role[] = ['staff', 'owner', 'member', 'viewer', 'outsider', 'guest']

export function actor(cast: Cast, role: Role): User | null {
  return role === 'guest' ? null : cast[role]
}

/*
| Records what the app broadcasts (channel, event, payload) and the access it revokes, instead
| of sending them, for as long as the test runs: `const sent = recordBroadcasts(); ...;
| cleanup(() => stop())`.
*/
export function recordBroadcasts() {
  const sent: { channel: string; event: string; payload: any }[] = []
  const revoked: RevokeTarget[] = []
  const fake = new Broadcaster({
    publish(channels, event, data) {
      for (const channel of channels) sent.push({ channel, event, payload: JSON.parse(data) })
    },
    revoke(target) {
      revoked.push(target)
    },
  })
  app.container.swap(Broadcaster, () => fake)
  return { sent, revoked, stop: () => app.container.restore(Broadcaster) }
}

/*
| What the owner's signing form carries for the plan waiting for them, as the project page
| gives it: the revision read and its document's hash, with the name typed and the consent.
*/
export async function planSignature(cast: Cast, fields: Record<string, unknown> = {}) {
  const project = await Project.findOrFail(cast.project.id)
  const revision = await revisionToSign(cast.owner, project)
  const agreement = revision ? await Agreement.findBy('plan_revision_id', revision.id) : null
  return {
    ...(revision ? { revision: String(revision.number) } : {}),
    name: cast.owner.fullName,
    consent: 'on',
    documentHash: agreement?.documentHash ?? '0'.repeat(64),
    ...fields,
  }
}
