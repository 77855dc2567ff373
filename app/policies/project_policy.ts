import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#models/user'
import type Project from '#models/project'
import type ProjectMember from '#models/project_member'
import type Message from '#models/message'
import { notFound } from '#policies/responses'

type Rule = (user: User, project: Project) => boolean

/*
| The roles matrix of DESIGN.md, in one place: controllers authorize with it, the channel rule
| of `presence-project.{id}` asks `view`, and pages get its answers as `can` flags through the
| project transformer. Every answer is read from the project as loaded with the viewer's role
| (`Project.withViewerRole`), so deciding for 60 projects costs no query.
|
| Someone outside the project is told nothing: every ability answers them 404, exactly like a
| project that does not exist. A member who may see but not do something gets 403.
*/
export default class ProjectPolicy extends BasePolicy {
  #inside(user: User, project: Project, rule: Rule): AuthorizerResponse {
    if (!user.isStaff && project.viewerRole === null) return notFound()
    return rule(user, project)
  }

  view(user: User, project: Project) {
    return this.#inside(user, project, () => true)
  }

  /* Name and description. */
  update(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /* Status, progress, estimation, price and currency: the company's side of the workflow. */
  updateWorkflow(user: User, project: Project) {
    return this.#inside(user, project, (viewer) => viewer.isStaff)
  }

  delete(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  invite(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /* Change a member's role, remove a member. */
  manageMembers(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /* The owner hands the project over first; staff outside the project have nothing to leave. */
  leave(user: User, project: Project) {
    return this.#inside(
      user,
      project,
      (_, p) => p.viewerRole === 'member' || p.viewerRole === 'viewer'
    )
  }

  transfer(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /* Only the client who owns the project agrees to the plan, and only to one not yet agreed. */
  acceptPlan(user: User, project: Project) {
    return this.#inside(
      user,
      project,
      (_, p) => p.viewerRole === 'owner' && p.hasPlan && !p.planAccepted
    )
  }

  /* Write in the chat, reply, edit and delete one's own messages. */
  post(user: User, project: Project) {
    return this.#inside(
      user,
      project,
      (viewer, p) => viewer.isStaff || p.viewerRole === 'owner' || p.viewerRole === 'member'
    )
  }

  deleteAnyMessage(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /* One's own written message, while one may still write here; notices are never edited. */
  editMessage(user: User, project: Project, message: Message) {
    return this.#inside(
      user,
      project,
      (viewer, p) =>
        this.post(viewer, p) === true &&
        message.kind === 'message' &&
        message.authorId === viewer.id &&
        message.deletedAt === null
    )
  }

  /* One's own written message, or any written message for the owner and staff. */
  deleteMessage(user: User, project: Project, message: Message) {
    return this.#inside(
      user,
      project,
      (viewer, p) =>
        message.kind === 'message' &&
        (ownerOrStaff(viewer, p) ||
          (this.post(viewer, p) === true && message.authorId === viewer.id))
    )
  }

  /* The owner's membership is never changed or removed from the members panel. */
  changeMember(user: User, project: Project, member: ProjectMember) {
    return this.#inside(
      user,
      project,
      (viewer, p) => ownerOrStaff(viewer, p) && member.role !== 'owner'
    )
  }
}

function ownerOrStaff(user: User, project: Project) {
  return user.isStaff || project.viewerRole === 'owner'
}

const PAGE_ABILITIES = [
  'view',
  'update',
  'updateWorkflow',
  'delete',
  'invite',
  'manageMembers',
  'leave',
  'transfer',
  'acceptPlan',
  'post',
  'deleteAnyMessage',
] as const

/* The policy's answers a page needs (`can.update`...), as plain yes/no. */
export function projectAbilities(user: User, project: Project) {
  const policy = new ProjectPolicy()
  return Object.fromEntries(
    PAGE_ABILITIES.map((ability) => [ability, policy[ability](user, project) === true])
  ) as Record<(typeof PAGE_ABILITIES)[number], boolean>
}
export type ProjectAbilities = ReturnType<typeof projectAbilities>
