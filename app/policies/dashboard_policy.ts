import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/*
| Which dashboard a user gets: the team's queues (every conversation, project and offer waiting
| on the company, and the team's workload) are staff only; everyone gets their own items, which
| the project policy then narrows to what they may act on.
*/
export default class DashboardPolicy extends BasePolicy {
  viewTeamQueues(user: User) {
    return user.isStaff
  }
}
