import type User from '#models/user'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/* What one account may do with another (or with itself). */
export default class UserPolicy extends BasePolicy {
  /* The personal `private-user.{id}` channel: only its owner, staff included, hears its notices. */
  receiveNotices(user: User, userId: number | string): AuthorizerResponse {
    return String(user.id) === String(userId)
  }

  /*
  | The back office's changes to an account (role, deactivation, a new verification link): staff,
  | on someone else. One's own role and account are changed by another staff member, so the team
  | can never lock itself out by a slip (the last staff account is kept by the action).
  */
  manage(user: User, person: User): AuthorizerResponse {
    if (!user.isStaff) return notFound()
    return user.id !== person.id
  }
}
