import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaffPolicy from '#policies/staff_policy'

/*
| The back office (/team) exists only for staff: anyone else gets the 404 of StaffPolicy before
| any other step of the route, so nothing on the way (the password confirmation first of all, a
| redirect to /confirm-password) tells a client the area is there. Use after `auth`.
*/
export default class BackOfficeMiddleware {
  async handle({ bouncer }: HttpContext, next: NextFn) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    return next()
  }
}
