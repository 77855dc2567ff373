import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type Project from '#models/project'
import { projectAbilities } from '#policies/project_policy'
import { TIMELINE_STEPS, type TimelineStep } from '#shared/projects'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/*
| A project for the viewer who asked: the list variant (`toObject`: index, dashboard) and the
| page variant (`toDetail`: show and edit), which adds the description, money, the owner, the
| plan, the workflow's timeline and what the viewer may do (`can`, from the policy). Load the
| project with `withViewerRole` and `withCounts`; `toDetail` also needs the memberships with
| their users and `planAcceptedBy`.
*/
export default class ProjectTransformer extends BaseTransformer<Project> {
  constructor(
    project: Project,
    protected viewer: User
  ) {
    super(project)
  }

  toObject() {
    const project = this.resource
    return {
      id: project.id,
      name: project.name,
      status: project.status,
      progress: project.progress,
      membersCount: project.membersCount,
      messagesCount: project.messagesCount,
      // The viewer's unread chat messages (0 unless loaded with `withUnreadCount`).
      unreadCount: project.unreadCount,
      lastActivityAt: isoOf(project.lastActivityAt),
      myRole: project.viewerRole,
      // The timeline's next step (null once launched or cancelled): the lists say what comes next.
      nextStep: this.#nextStep(),
    }
  }

  /*
  | A project on the dashboard as something waiting for someone: the plan's figures to agree to,
  | the build to test, and since when it waits. Reads only the project's own columns (and the
  | title of the milestone under test the client dashboard puts in its extras).
  */
  toDashboardItem() {
    const project = this.resource
    return {
      ...this.toObject(),
      createdAt: isoOf(project.createdAt),
      plan: project.hasPlan
        ? {
            estimationHours: project.estimationHours!,
            price: project.price!,
            proposedAt: isoOrNull(project.planProposedAt),
          }
        : null,
      build: project.buildLink
        ? {
            link: project.buildLink,
            readyAt: isoOrNull(project.buildReadyAt),
            // The milestone the build delivers, when the client dashboard named it.
            milestone: (project.$extras.build_milestone_title as string | undefined) ?? null,
          }
        : null,
    }
  }

  /* A project named elsewhere (the inbox's person pane): a link and its state. */
  toReference() {
    const project = this.resource
    return { id: project.id, name: project.name, status: project.status }
  }

  toDetail() {
    const project = this.resource
    const owner = project.memberships.find((membership) => membership.role === 'owner')
    return {
      ...this.toObject(),
      description: project.description,
      estimationHours: project.estimationHours,
      price: project.price,
      currency: project.currency,
      owner: owner ? { id: owner.user.id, fullName: owner.user.fullName } : null,
      createdAt: isoOf(project.createdAt),
      updatedAt: isoOf(project.updatedAt),
      plan: this.#plan(),
      build: this.#build(),
      timeline: this.#timeline(),
      can: projectAbilities(this.viewer, project),
    }
  }

  /* Step 3/4 of the workflow: the figures staff proposed and, once agreed, who agreed to what. */
  #plan() {
    const project = this.resource
    if (!project.hasPlan) return null
    const accepted = project.planAccepted
    return {
      estimationHours: project.estimationHours!,
      price: project.price!,
      proposedAt: isoOrNull(project.planProposedAt),
      acceptedAt: isoOrNull(project.planAcceptedAt),
      acceptedBy:
        accepted && project.planAcceptedBy
          ? { id: project.planAcceptedBy.id, fullName: project.planAcceptedBy.fullName }
          : null,
      accepted: accepted
        ? {
            estimationHours: project.planAcceptedHours!,
            price: {
              minor: project.planAcceptedPriceMinor!,
              currency: project.planAcceptedCurrency!,
            },
          }
        : null,
    }
  }

  /* Step 6: the build handed over for testing, and whether the owner has confirmed it. */
  #build() {
    const project = this.resource
    if (project.buildLink === null) return null
    const confirmer = project.memberships.find((m) => m.userId === project.buildConfirmedById)
    return {
      link: project.buildLink,
      note: project.buildNote,
      // The agreed plan's milestone this build delivers (its key; the plan names it).
      milestoneKey: project.buildMilestoneKey,
      readyAt: isoOrNull(project.buildReadyAt),
      confirmedAt: isoOrNull(project.buildConfirmedAt),
      confirmedBy: confirmer ? confirmer.user.fullName : null,
    }
  }

  /* The first step not reached yet; the lists ask it of every project, so no date is formatted. */
  #nextStep(): TimelineStep | null {
    if (this.resource.status === 'cancelled') return null
    const reached = this.#reached()
    return TIMELINE_STEPS.find((_, index) => !reached[index]) ?? null
  }

  /* When each of the seven steps was reached (null: not yet), in TIMELINE_STEPS' order. */
  #reached() {
    const project = this.resource
    return [
      project.createdAt,
      project.description ? project.createdAt : project.analysisStartedAt,
      project.planProposedAt,
      project.planAcceptedAt,
      project.workStartedAt,
      project.buildConfirmedAt,
      project.completedAt,
    ]
  }

  /*
  | The seven steps. The vision is shared with the description given at creation, or else in
  | the chat by the time staff start the analysis.
  */
  #timeline(): { step: TimelineStep; at: string | null }[] {
    const reached = this.#reached()
    return TIMELINE_STEPS.map((step, index) => ({ step, at: isoOrNull(reached[index]) }))
  }
}
