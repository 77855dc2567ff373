import dashboardConfig from '#config/dashboard'
import { ANSWERED_SINCE } from '#data/dashboard_conditions'
import { sameOnBoth, statement } from '#data/statement'

/* Offers answered after `:since`, newest answer first (the team's dashboard). */
export const ANSWERED_OFFERS = statement(
  'answered_offers',
  sameOnBoth(`select offers.* from offers where ${ANSWERED_SINCE}
  order by offers.responded_at desc, offers.id desc limit ${Math.trunc(dashboardConfig.itemsPerList)}`)
)
