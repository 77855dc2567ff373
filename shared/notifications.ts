/*
| What the bell and the device notifications announce (issue 25), shared by the server (which
| creates them and checks the user's switches) and the settings page (one switch per kind).
*/
export const NOTIFICATION_KINDS = [
  'project.message',
  'conversation.message',
  'mention',
  'invitation',
  'plan.proposed',
  'offer.answered',
  'build.ready',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/* Kinds only the team can receive (the settings page shows their switches to staff only). */
export const STAFF_NOTIFICATION_KINDS: readonly NotificationKind[] = ['offer.answered']

/* A kind as a form field's name (`project_message`): a dot in a field name means nesting. */
export function kindField(kind: NotificationKind) {
  return kind.replace('.', '_')
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value)
}

/* The words' parameters: whatever the kind's sentence names (translated when shown). */
export interface NotificationData {
  actor?: string | null
  project?: string
  preview?: string
  title?: string
  answer?: string
  /* The newest event's id (a message's): the same event announced twice (a retried post) counts once. */
  ref?: number
}

/* Quiet hours as typed in the settings: "22:00" to "07:00" (crossing midnight is allowed). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

/* Unread notifications the popover shows at most; the page lists them all. */
export const BELL_LIMIT = 10

/* A mention as stored in a message: `<@12>` (the user id), shown as @Name, so renames follow. */
export const MENTION_TOKEN = /<@(\d+)>/g

export function mentionedIds(text: string): number[] {
  return [...new Set([...text.matchAll(MENTION_TOKEN)].map((match) => Number(match[1])))]
}

/* The text with each mention as @Name (`names` by user id; `unknown` for someone not found). */
export function withMentionNames(text: string, names: Map<number, string>, unknown: string) {
  return text.replace(MENTION_TOKEN, (_, id: string) => `@${names.get(Number(id)) ?? unknown}`)
}
