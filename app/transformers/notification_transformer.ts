import { BaseTransformer } from '@adonisjs/core/transformers'
import type Notification from '#models/notification'
import { isoOf } from '#infrastructure/stored_times'

/* A line of the bell and of /notifications; `href` opens it (marks it read, then the place). */
export default class NotificationTransformer extends BaseTransformer<Notification> {
  toObject() {
    const { resource } = this
    return {
      id: resource.id,
      kind: resource.kind,
      count: resource.count,
      data: resource.details,
      read: resource.readAt !== null,
      updatedAt: isoOf(resource.updatedAt),
    }
  }
}
