import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import Message from '#models/message'
import type User from '#models/user'
import type { ModelAttributes } from '@adonisjs/lucid/types/model'
import type { ProjectRole } from '#shared/projects'
import { newInvitationToken } from '#actions/projects/invitation_tokens'

export const ProjectFactory = factory
  .define(Project, ({ faker }) => ({
    name: `${faker.commerce.productName()} ${faker.string.alphanumeric(4)}`.slice(0, 100),
    description: faker.lorem.sentence(),
    status: 'not_started' as const,
    progress: 0,
    currency: 'EUR' as const,
    lastActivityAt: DateTime.now(),
  }))
  /* Staff proposed a plan: 120 hours for 9,600.00 EUR. */
  .state('planned', (project) => {
    project.status = 'analyzing'
    project.analysisStartedAt = DateTime.now()
    project.estimationHours = 120
    project.priceMinor = 960_000
    project.planProposedAt = DateTime.now()
  })
  .build()

export const ProjectMemberFactory = factory
  .define(ProjectMember, () => ({ role: 'member' as ProjectRole }))
  .build()

export const MessageFactory = factory
  .define(Message, ({ faker }) => ({ kind: 'message' as const, body: faker.lorem.sentence() }))
  .build()

/*
| A project with its people: `owner` owns it, and each further user joins with the role given.
| Returns the project; memberships are plain rows like the app makes them.
*/
export async function projectWith(
  owner: User,
  others: [User, ProjectRole][] = [],
  options: { planned?: boolean; attributes?: Partial<ModelAttributes<Project>> } = {}
) {
  let builder = ProjectFactory.merge(options.attributes ?? {})
  if (options.planned) builder = builder.apply('planned')
  const project = await builder.create()
  await ProjectMember.create({ projectId: project.id, userId: owner.id, role: 'owner' })
  for (const [user, role] of others) {
    await ProjectMember.create({ projectId: project.id, userId: user.id, role })
  }
  return project
}

/* A pending invitation and the token of its link (only its hash is stored). */
export async function invitationTo(
  project: Project,
  email: string,
  overrides: Partial<Pick<ProjectInvitation, 'role' | 'invitedById' | 'expiresAt'>> = {}
) {
  const { token, tokenHash, expiresAt } = newInvitationToken()
  const invitation = await ProjectInvitation.create({
    projectId: project.id,
    email: email.toLowerCase(),
    role: 'member',
    tokenHash,
    expiresAt,
    ...overrides,
  })
  return { invitation, token }
}
