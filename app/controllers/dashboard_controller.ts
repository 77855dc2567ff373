import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'

export const FIRST_VISIT_KEY = 'dashboard_first_visit'

/*
| A brand-new account is welcomed, not welcomed back. The first dashboard visit is stamped on the
| user (so another device or a later login says "Welcome back"), and the session that made it
| keeps saying "Welcome" until it ends, so a reload or a language switch does not change the
| greeting under the user's eyes.
*/
export default class DashboardController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.user!
    if (!user.welcomedAt) {
      user.welcomedAt = DateTime.now()
      await user.save()
      session.put(FIRST_VISIT_KEY, true)
    }
    return inertia.render('dashboard', { firstVisit: session.get(FIRST_VISIT_KEY) === true })
  }
}
