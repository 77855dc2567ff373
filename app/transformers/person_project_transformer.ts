import { BaseTransformer } from '@adonisjs/core/transformers'
import type ProjectMember from '#models/project_member'
import { isoOf } from '#infrastructure/stored_times'

/* A project a person is in, from their membership (load it with its project). */
export default class PersonProjectTransformer extends BaseTransformer<ProjectMember> {
  toObject() {
    const { project } = this.resource
    return {
      id: project.id,
      name: project.name,
      status: project.status,
      role: this.resource.role,
      lastActivityAt: isoOf(project.lastActivityAt),
    }
  }
}
