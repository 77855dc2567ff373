import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { SEARCH_KINDS, STAFF_SEARCH_KINDS, type SearchKind } from '#shared/search'

/*
| Search (DESIGN.md's matrix: "what they may read"). Everyone signed in searches; what each
| finds is decided inside the queries (app/data/search_*.ts: staff read every project, anyone
| else their memberships'). The staff areas' kinds (offers, people, conversations) are
| searched for staff only, as those areas exist for staff only (StaffPolicy).
*/
export function searchKindsFor(user: User): SearchKind[] {
  return user.isStaff ? [...SEARCH_KINDS, ...STAFF_SEARCH_KINDS] : [...SEARCH_KINDS]
}

export default class SearchPolicy extends BasePolicy {
  search(_user: User) {
    return true
  }
}
