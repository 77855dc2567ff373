import { unreadNotificationsSql } from '#data/unread_sql'
import { forms, statement } from '#data/statement'

/* A user's unread notifications (the bell's count). Value: the user. */
export const UNREAD_NOTIFICATIONS = statement(
  'unread_notifications',
  forms((dialect) => `select count(*) as total ${unreadNotificationsSql(dialect)}`)
)
