import { hasUnreadSql } from '#data/unread_sql'
import { value, type Dialect } from '#data/statement'

/*
| The dashboard's conditions (issues 21, 22), each written once and used by its list and its
| count, on `projects`, `conversations` or `offers`, with the reader as `:reader`.
*/

/* A condition on `projects`, written for one dialect. */
export type Where = (dialect: Dialect) => string

const OPEN = `projects.status not in ('completed', 'cancelled')`

/* Projects the reader owns (only the owner agrees to a plan or tests a build). */
export const owned: Where = (dialect) => `exists (select 1 from project_members owner_pm
  where owner_pm.project_id = projects.id and owner_pm.user_id = ${value(dialect, 'reader')}
    and owner_pm.role = 'owner')`

/* Step 4: a plan (hours and price) proposed and not agreed yet. */
export const planWaiting: Where = () => `${OPEN} and projects.estimation_hours is not null
  and projects.price_minor is not null and projects.plan_accepted_at is null`

/* Step 6: a build handed over that the owner has neither confirmed nor sent back. */
export const buildWaiting: Where = () => `projects.status = 'in_progress'
  and projects.build_ready_at is not null and projects.build_confirmed_at is null`

/* Projects with a message the reader has not read (unread_sql.ts). */
export const unread: Where = hasUnreadSql

/* The client's own chats with the team (the chat panel, carried over or new). */
export const clientChat = (dialect: Dialect) => `conversations.user_id = ${value(dialect, 'reader')}
  and conversations.kind = 'chat' and conversations.blocked_at is null`

/* Those with a reply from the team they have not seen yet. */
export const repliedConversation = (dialect: Dialect) => `${clientChat(dialect)}
  and exists (select 1 from conversation_messages reply
    where reply.conversation_id = conversations.id and reply.sender = 'staff'
      and reply.id > coalesce(conversations.visitor_read_id, 0))`

/*
| A conversation waits when its newest message from the person is newer than the team's last
| answer (an internal note is not an answer: only `staff` messages count). Blocked and closed
| conversations wait for nobody.
*/
export const UNANSWERED = `conversation_messages.conversation_id = conversations.id
  and conversation_messages.sender = 'visitor'
  and conversation_messages.id > coalesce((select max(answers.id) from conversation_messages answers
    where answers.conversation_id = conversations.id and answers.sender = 'staff'), 0)`

export const WAITING_CONVERSATION = `conversations.status = 'open' and conversations.blocked_at is null
  and exists (select 1 from conversation_messages where ${UNANSWERED})`

/* Step 2 done, step 3 not started: a new project, or one in analysis without a plan yet. */
export const toAnalyse: Where = () => `projects.status = 'not_started'
  or (projects.status = 'analyzing' and projects.plan_proposed_at is null)`

/* Step 4 overdue: proposed before `:overdue_before` (`planOverdueDays` ago), still not agreed. */
export const overduePlan: Where = () => `projects.status not in ('completed', 'cancelled')
  and projects.plan_proposed_at is not null and projects.plan_accepted_at is null
  and projects.plan_proposed_at < :overdue_before`

/* Step 6: handed over, and the client has neither confirmed nor sent it back. */
export const buildWithClient: Where = () => `projects.status = 'in_progress'
  and projects.build_ready_at is not null and projects.build_confirmed_at is null`

/* Offers answered after `:since`. */
export const ANSWERED_SINCE = `offers.responded_at is not null and offers.responded_at > :since`

/* How many projects meet a condition, as a subquery. */
export const countOf = (where: string) => `(select count(*) from projects where (${where}))`
