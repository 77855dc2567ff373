import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import dashboardConfig from '#config/dashboard'
import type User from '#models/user'
import { DASHBOARD_SINCE_KEY, FIRST_VISIT_KEY } from '#infrastructure/session_keys'

/*
| What a dashboard visit remembers, in one write at most per session:
| - A brand-new account is welcomed, not welcomed back. The first visit is stamped on the user
|   (so another device or a later login says "Welcome back"), and the session that made it keeps
|   saying "Welcome" until it ends, so a reload or a language switch does not change the greeting.
| - Staff see the offers answered since their last visit. "Last visit" is the previous session's
|   first visit, kept for the whole session: a reload does not empty the list under their eyes.
*/
export async function recordDashboardVisit({ session }: HttpContext, user: User) {
  const now = DateTime.now()
  let changed = false
  if (!user.welcomedAt) {
    user.welcomedAt = now
    session.put(FIRST_VISIT_KEY, true)
    changed = true
  }
  let since: DateTime | null = readSince(session.get(DASHBOARD_SINCE_KEY))
  if (user.isStaff && !since) {
    const previous: DateTime =
      user.dashboardVisitedAt ?? now.minus({ days: dashboardConfig.firstVisitAnswersDays })
    since = previous
    session.put(DASHBOARD_SINCE_KEY, previous.toISO()!)
    user.dashboardVisitedAt = now
    changed = true
  }
  if (changed) await user.save()
  return {
    firstVisit: session.get(FIRST_VISIT_KEY) === true,
    answersSince: since ?? now,
  }
}

function readSince(value: unknown) {
  if (typeof value !== 'string') return null
  const since = DateTime.fromISO(value)
  return since.isValid ? since : null
}
