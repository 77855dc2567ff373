/*
| The project vocabulary both sides need: statuses and the moves between them (DESIGN.md
| "Project workflow"), roles, currencies, the bounds of the fields, money in minor units and the
| notices of the message stream. Imported by the server (`#shared/projects`: validators, actions,
| policy) and the browser (`@shared/projects`: forms, badges, the timeline), so a rule cannot
| differ between what a form offers and what the server accepts.
*/

export const PROJECT_STATUSES = [
  'not_started',
  'analyzing',
  'in_progress',
  'completed',
  'cancelled',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/*
| Forward along the workflow, cancel from anything but completed, and reopen: a cancelled project
| starts again, a completed one goes back to work.
*/
const TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  not_started: ['analyzing', 'cancelled'],
  analyzing: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: ['in_progress'],
  cancelled: ['not_started'],
}

export function allowedTransitions(from: ProjectStatus): ProjectStatus[] {
  return [...TRANSITIONS[from]]
}

export function canTransition(from: ProjectStatus, to: ProjectStatus) {
  return from === to || TRANSITIONS[from].includes(to)
}

export const PROJECT_ROLES = ['owner', 'member', 'viewer'] as const
export type ProjectRole = (typeof PROJECT_ROLES)[number]

/* Roles that can be given by an invitation or a role change; ownership only moves by transfer. */
export const ASSIGNABLE_ROLES = ['member', 'viewer'] as const
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

export const CURRENCIES = ['EUR', 'USD', 'CZK', 'GBP', 'CHF', 'PLN', 'HUF'] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'EUR'

/* Every currency offered has two decimal places in ISO 4217, so minor = major × 100. */
export const MINOR_UNITS = 100

export const PROJECT_BOUNDS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMax: 5000,
  progressMin: 0,
  progressMax: 100,
  estimationMax: 100_000,
  priceMax: 100_000_000,
} as const

export type Money = { minor: number; currency: Currency }

/* "1 234,50 €" in the reader's language and the project's currency. */
export function formatMoney(money: Money, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
    money.minor / MINOR_UNITS
  )
}

/*
| The seven steps of the landing page, as the project page's timeline shows them (DESIGN.md
| "Project workflow"): derived from the status, the plan and the build under test.
*/
export const TIMELINE_STEPS = [
  'created',
  'vision',
  'plan_proposed',
  'plan_accepted',
  'in_progress',
  'testing',
  'completed',
] as const
export type TimelineStep = (typeof TIMELINE_STEPS)[number]

/* Step 6: what staff hand over for the owner to test, and what the owner says is missing. */
export const BUILD_BOUNDS = { noteMax: 2000, linkMax: 2000, feedbackMax: 5000 } as const

/*
| Notices in a project's message stream are stored as a type and its parameters, never as
| text, so each reader sees them in their own language: the key is `projects.notices.{type}`.
*/
export interface NoticeParams {
  member_joined: { name: string; role: ProjectRole }
  team_joined: { name: string }
  member_left: { name: string }
  member_removed: { name: string }
  role_changed: { name: string; role: ProjectRole }
  ownership_transferred: { from: string; to: string }
  status_changed: { from: ProjectStatus; to: ProjectStatus }
  plan_proposed: { hours: number; price: Money }
  plan_accepted: { name: string; hours: number; price: Money }
  plan_withdrawn: { hours: number; price: Money }
  build_ready: { link: string }
  milestone_build_ready: { link: string; title: string }
  milestone_accepted: { name: string; title: string }
  build_confirmed: { name: string }
  build_changes_requested: { name: string }
  file_deleted: { name: string; file: string }
  /* Names the invoice, not its amounts: members and viewers read the chat, not the invoices. */
  invoice_paid: { number: string }
}
export type NoticeType = keyof NoticeParams
export type Notice = { [T in NoticeType]: { type: T; params: NoticeParams[T] } }[NoticeType]

/*
| The translation key and values of a notice in one language: money is formatted here (the ICU
| formatter of the browser knows no currencies), roles and statuses stay codes that the message
| selects on.
*/
export function noticeMessage(notice: Notice, locale: string) {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(notice.params)) {
    values[name] =
      typeof value === 'object' && value !== null ? formatMoney(value as Money, locale) : value
  }
  return { key: `projects.notices.${notice.type}`, values }
}
