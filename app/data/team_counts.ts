import {
  ANSWERED_SINCE,
  buildWithClient,
  countOf,
  overduePlan,
  toAnalyse,
  WAITING_CONVERSATION,
} from '#data/dashboard_conditions'
import { forms, statement } from '#data/statement'

/* The team dashboard's totals in one query. Values by name: `overdue_before`, `since`. */
export const TEAM_COUNTS = statement(
  'team_counts',
  forms(
    (dialect) => `select
  (select count(*) from conversations where ${WAITING_CONVERSATION}) as conversations,
  ${countOf(toAnalyse(dialect))} as new_projects,
  ${countOf(overduePlan(dialect))} as overdue_plans,
  ${countOf(buildWithClient(dialect))} as builds,
  (select count(*) from offers where ${ANSWERED_SINCE}) as answered_offers`
  )
)
