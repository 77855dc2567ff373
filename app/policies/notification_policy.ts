import type User from '#models/user'
import type Notification from '#models/notification'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/* A notification is its recipient's alone: to anyone else, staff included, it does not exist. */
export default class NotificationPolicy extends BasePolicy {
  view(user: User, notification: Notification): AuthorizerResponse {
    return notification.userId === user.id || notFound()
  }
}
