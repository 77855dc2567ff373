import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/*
| A staff member as the chat panel's header shows them to anyone: the first name and initials,
| nothing else (no e-mail, no surname, no id).
*/
export default class TeamMemberTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      name: this.resource.fullName.trim().split(/\s+/)[0] ?? '',
      initials: this.resource.initials,
    }
  }
}
