import type User from '#models/user'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'

/* What one account may do with another (or with itself). */
export default class UserPolicy extends BasePolicy {
  /* The personal `private-user.{id}` channel: only its owner, staff included, hears its notices. */
  receiveNotices(user: User, userId: number | string): AuthorizerResponse {
    return String(user.id) === String(userId)
  }
}
