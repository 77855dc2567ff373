import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'

/* A staff account staff may put on a project's team (the settings page's choice). */
export default class TeamCandidateTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      id: this.resource.id,
      fullName: this.resource.fullName,
      email: this.resource.email,
      initials: this.resource.initials,
    }
  }
}
