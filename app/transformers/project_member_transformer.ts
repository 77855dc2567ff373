import { BaseTransformer } from '@adonisjs/core/transformers'
import type ProjectMember from '#models/project_member'
import { isoOf } from '#infrastructure/stored_times'

/*
| A row of the members panel (load the membership with its user, with its `role` column).
| `isStaff`: the company's team, labelled Super Admin whatever the membership's role.
*/
export default class ProjectMemberTransformer extends BaseTransformer<ProjectMember> {
  toObject() {
    const { user } = this.resource
    return {
      id: this.resource.id,
      projectId: this.resource.projectId,
      userId: user.id,
      fullName: user.fullName,
      // The panel says "No email" when an account has none to show.
      email: user.email || null,
      initials: user.initials,
      role: this.resource.role,
      isStaff: user.isStaff,
      joinedAt: isoOf(this.resource.createdAt),
    }
  }
}
