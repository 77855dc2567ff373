import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type Project from '#models/project'
import { projectAbilities } from '#policies/project_policy'
import type { TimelineStep } from '#shared/projects'

const iso = (value: { toISO(): string | null } | null) => (value ? value.toISO()! : null)

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
      lastActivityAt: project.lastActivityAt.toISO()!,
      myRole: project.viewerRole,
    }
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
      createdAt: project.createdAt.toISO()!,
      updatedAt: project.updatedAt.toISO()!,
      plan: this.#plan(),
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
      proposedAt: iso(project.planProposedAt),
      acceptedAt: iso(project.planAcceptedAt),
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

  #timeline(): { step: TimelineStep; at: string | null }[] {
    const project = this.resource
    return [
      { step: 'created', at: iso(project.createdAt) },
      { step: 'analysing', at: iso(project.analysisStartedAt) },
      { step: 'plan_proposed', at: iso(project.planProposedAt) },
      { step: 'plan_accepted', at: iso(project.planAcceptedAt) },
      { step: 'in_progress', at: iso(project.workStartedAt) },
      { step: 'completed', at: iso(project.completedAt) },
    ]
  }
}
