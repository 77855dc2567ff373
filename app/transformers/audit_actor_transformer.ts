import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'

/* Someone in the audit log's "who" filter: a staff member who acted. */
export default class AuditActorTransformer extends BaseTransformer<User> {
  toObject() {
    return { id: this.resource.id, name: this.resource.fullName }
  }
}
