import { sameOnBoth, statement } from '#data/statement'

/*
| A browser's push subscription, inserted or taken over, in one statement, the same SQL on SQLite
| and PostgreSQL: two requests from one browser cannot both insert. Values: user, endpoint, key,
| secret, user agent, session tag, created, updated.
*/
export const SAVE_PUSH_SUBSCRIPTION = statement(
  'save_push_subscription',
  sameOnBoth(`insert into push_subscriptions
        (user_id, endpoint, public_key, auth_secret, user_agent, session_tag, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?)
      on conflict (endpoint) do update set user_id = excluded.user_id,
        public_key = excluded.public_key, auth_secret = excluded.auth_secret,
        user_agent = excluded.user_agent, session_tag = excluded.session_tag,
        updated_at = excluded.updated_at,
        last_success_at = case when push_subscriptions.user_id = excluded.user_id
          then push_subscriptions.last_success_at end`)
)
