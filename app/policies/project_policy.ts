import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#models/user'
import type Project from '#models/project'
import type ProjectMember from '#models/project_member'
import type Message from '#models/message'
import type StoredFile from '#models/stored_file'
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

  /* Staff propose a revision of the plan (milestones, payment terms), at any step. */
  proposePlan(user: User, project: Project) {
    return this.#inside(user, project, (viewer) => viewer.isStaff)
  }

  /*
  | The payment schedule: milestone amounts, the deposit, the payment terms, the drafts prepared
  | for accepted milestones (DESIGN.md: a project's invoices and payment schedule are staff's
  | and the owner's). Members and viewers see the milestones without money.
  */
  seePaymentSchedule(user: User, project: Project) {
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

  /*
  | Only the owner signs a plan revision or change order (DESIGN.md roles); whether there is one
  | to sign, or it is signed already (the first signature answers), the signing itself says.
  */
  signPlan(user: User, project: Project) {
    return this.#inside(user, project, (_, p) => p.viewerRole === 'owner')
  }

  /* Step 6: staff hand a build over for testing while the project is being built. */
  markBuildReady(user: User, project: Project) {
    return this.#inside(user, project, (viewer, p) => viewer.isStaff && p.status === 'in_progress')
  }

  /* The owner confirms the build under test works, or says what is missing. */
  reviewBuild(user: User, project: Project) {
    return this.#inside(
      user,
      project,
      (_, p) => p.viewerRole === 'owner' && p.status === 'in_progress' && p.buildUnderTest
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

  /*
  | Files (DESIGN.md's matrix): who may post may attach files in the chat; the owner and staff
  | also put files straight into the project's files and delete any file. A member's own
  | attachments go with the message they delete.
  */
  uploadInChat(user: User, project: Project) {
    return this.post(user, project)
  }

  manageFiles(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
  }

  /*
  | A shared file is read by everyone who reads the project; an upload not yet sent with a
  | message only by its uploader (a draft). Anything else does not exist for the reader.
  */
  readFile(user: User, project: Project, file: StoredFile) {
    const rule: Rule = (viewer) =>
      file.status === 'ready' &&
      (file.messageId !== null || file.purpose === 'project' || file.uploadedById === viewer.id)
    const answer = this.#inside(user, project, rule)
    return answer === false ? notFound() : answer
  }

  /* The owner and staff delete any file; an uploader drops their own upload before sending it. */
  deleteFile(user: User, project: Project, file: StoredFile) {
    return this.#inside(
      user,
      project,
      (viewer, p) =>
        ownerOrStaff(viewer, p) ||
        (file.messageId === null && file.purpose === 'message' && file.uploadedById === viewer.id)
    )
  }

  /*
  | A member's role. Staff in a project are the company's team, not a client role: nobody makes
  | them a viewer (staff take them off the project or add them again instead). The owner's role
  | only moves by a transfer, refused with its own message by the action.
  */
  changeMemberRole(user: User, project: Project, member: ProjectMember) {
    return this.#inside(
      user,
      project,
      (viewer, p) => ownerOrStaff(viewer, p) && !member.user.isStaff
    )
  }

  /* Owner and staff remove a client's membership; only staff take a team member off a project. */
  removeMember(user: User, project: Project, member: ProjectMember) {
    return this.#inside(
      user,
      project,
      (viewer, p) => ownerOrStaff(viewer, p) && (!member.user.isStaff || viewer.isStaff)
    )
  }

  /* The project's team: staff add a staff account to a project (and remove it as above). */
  manageTeam(user: User, project: Project) {
    return this.#inside(user, project, (viewer) => viewer.isStaff)
  }

  /* The project's settings page: members, invitations, transfer and deletion. */
  settings(user: User, project: Project) {
    return this.#inside(user, project, ownerOrStaff)
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
  'signPlan',
  'proposePlan',
  'seePaymentSchedule',
  'markBuildReady',
  'reviewBuild',
  'post',
  'deleteAnyMessage',
  'uploadInChat',
  'manageFiles',
  'manageTeam',
  'settings',
] as const

/* The policy's answers a page needs (`can.update`...), as plain yes/no. */
export function projectAbilities(user: User, project: Project) {
  const policy = new ProjectPolicy()
  return Object.fromEntries(
    PAGE_ABILITIES.map((ability) => [ability, policy[ability](user, project) === true])
  ) as Record<(typeof PAGE_ABILITIES)[number], boolean>
}
export type ProjectAbilities = ReturnType<typeof projectAbilities>
