import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationLabel from '#models/conversation_label'
import User from '#models/user'
import type { Availability } from '#shared/availability'
import { businessMinutesBetween } from '#actions/conversations/business_hours'
import { storedTime } from '#actions/unread/unread'

export const reportRanges = [4, 12, 26] as const
export type ReportRange = (typeof reportRanges)[number]

export function parseReportRange(value: unknown): ReportRange {
  const weeks = Number(value)
  return (reportRanges as readonly number[]).includes(weeks) ? (weeks as ReportRange) : 4
}

export type Timing = {
  conversations: number
  firstReplies: number
  firstReplyMedian: number | null
  firstReplyAverage: number | null
  resolved: number
  resolutionMedian: number | null
}

export type InboxReport = {
  weeks: ReportRange
  from: string
  to: string
  totals: Timing & { rated: number; ratingAverage: number | null }
  byWeek: (Timing & { week: string })[]
  byMember: (Timing & { member: { id: number; name: string } | null })[]
  byLabel: { label: { id: number; name: string; colour: string }; conversations: number }[]
  unlabelled: number
  byRating: { score: number; conversations: number }[]
}

type Row = {
  week: string
  firstReplyMinutes: number | null
  repliedBy: number | null
  resolutionMinutes: number | null
  resolvedBy: number | null
}

/*
| The inbox measured, for the conversations started in the last `weeks` weeks (whole weeks from
| Monday in the team's time zone, this one included):
| - first-reply time: from the person's first message to the team's first message after it;
| - resolution time: from the start to when staff closed it (still open: not counted);
| both within the opening hours (business_hours.ts), as medians (a single night-long wait does
| not hide a good week) with the average beside. Per week of the start, and per team member:
| who sent the first reply, who had it assigned when it closed. Then how many carry each label
| and how many got each score.
*/
export async function inboxReport(
  weeks: ReportRange,
  availability: Availability,
  now: DateTime = DateTime.now()
): Promise<InboxReport> {
  const localNow = now.setZone(availability.timeZone)
  const from = localNow.startOf('week').minus({ weeks: weeks - 1 })
  const conversations = await Conversation.query()
    .where('created_at', '>=', storedTime(from.toLocal()))
    .preload('labels')
    .orderBy('id', 'asc')
  const ids = conversations.map((conversation) => conversation.id)
  const messages = ids.length
    ? await ConversationMessage.query()
        .whereIn('conversation_id', ids)
        .select('conversation_id', 'sender', 'author_id', 'created_at')
        .orderBy('id', 'asc')
    : []
  const threads = new Map<number, ConversationMessage[]>()
  for (const message of messages) {
    const list = threads.get(message.conversationId) ?? []
    list.push(message)
    threads.set(message.conversationId, list)
  }

  const rows = new Map<number, Row>()
  for (const conversation of conversations) {
    const thread = threads.get(conversation.id) ?? []
    const asked = thread.find((message) => message.sender === 'visitor')
    const answered = asked
      ? thread.find((message) => message.sender === 'staff' && message.createdAt >= asked.createdAt)
      : undefined
    rows.set(conversation.id, {
      week: conversation.createdAt.setZone(availability.timeZone).startOf('week').toISODate()!,
      firstReplyMinutes:
        asked && answered
          ? businessMinutesBetween(asked.createdAt, answered.createdAt, availability)
          : null,
      repliedBy: answered?.authorId ?? null,
      resolutionMinutes:
        conversation.status === 'closed' && conversation.closedAt
          ? businessMinutesBetween(conversation.createdAt, conversation.closedAt, availability)
          : null,
      resolvedBy:
        conversation.status === 'closed' && conversation.closedAt
          ? conversation.assignedToId
          : null,
    })
  }
  const all = [...rows.values()]

  const byWeek = Array.from({ length: weeks }, (_, index) => {
    const week = from.plus({ weeks: index }).toISODate()!
    return { week, ...timing(all.filter((row) => row.week === week)) }
  })

  const memberIds = new Set<number>()
  for (const row of all) {
    if (row.repliedBy) memberIds.add(row.repliedBy)
    if (row.resolvedBy) memberIds.add(row.resolvedBy)
  }
  const members = memberIds.size
    ? await User.query()
        .whereIn('id', [...memberIds])
        .select('id', 'full_name')
    : []
  const byMember = members
    .map((member) => {
      const replied = all.filter((row) => row.repliedBy === member.id)
      const resolved = all.filter((row) => row.resolvedBy === member.id)
      const replies = replied.map((row) => row.firstReplyMinutes!)
      const resolutions = resolved.map((row) => row.resolutionMinutes!)
      return {
        member: { id: member.id, name: member.fullName },
        conversations: new Set([...replied, ...resolved]).size,
        firstReplies: replies.length,
        firstReplyMedian: median(replies),
        firstReplyAverage: average(replies),
        resolved: resolutions.length,
        resolutionMedian: median(resolutions),
      }
    })
    .sort((a, b) => b.conversations - a.conversations || a.member.name.localeCompare(b.member.name))

  const labels = await ConversationLabel.query().orderByRaw('lower(name) asc')
  const byLabel = labels.map((label) => ({
    label: { id: label.id, name: label.name, colour: label.colour },
    conversations: conversations.filter((conversation) =>
      conversation.labels.some((on) => on.id === label.id)
    ).length,
  }))
  const unlabelled = conversations.filter((conversation) => conversation.labels.length === 0).length

  const scores = conversations
    .map((conversation) => conversation.rating)
    .filter((score): score is number => typeof score === 'number')
  const byRating = [5, 4, 3, 2, 1].map((score) => ({
    score,
    conversations: scores.filter((value) => value === score).length,
  }))

  return {
    weeks,
    from: from.toISODate()!,
    to: localNow.toISODate()!,
    totals: {
      ...timing(all),
      rated: scores.length,
      ratingAverage: scores.length
        ? round(scores.reduce((sum, value) => sum + value, 0) / scores.length, 1)
        : null,
    },
    byWeek,
    byMember,
    byLabel,
    unlabelled,
    byRating,
  }
}

function timing(rows: Row[]): Timing {
  const replies = rows.flatMap((row) =>
    row.firstReplyMinutes === null ? [] : [row.firstReplyMinutes]
  )
  const resolutions = rows.flatMap((row) =>
    row.resolutionMinutes === null ? [] : [row.resolutionMinutes]
  )
  return {
    conversations: rows.length,
    firstReplies: replies.length,
    firstReplyMedian: median(replies),
    firstReplyAverage: average(replies),
    resolved: resolutions.length,
    resolutionMedian: median(resolutions),
  }
}

function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2)
}

function average(values: number[]) {
  if (values.length === 0) return null
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)
}

function round(value: number, digits: number) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/*
| The same figures as CSV for a spreadsheet: one table, a row per figure group (`total`, each
| `week` by its Monday, each `member`, each `label`, each `rating` score), minutes within the
| opening hours. RFC 4180, UTF-8 with a byte order mark, a machine's format the same in every
| language; a name starting like a formula is prefixed with an apostrophe so no spreadsheet
| runs it.
*/
const CSV_COLUMNS = [
  'section',
  'key',
  'name',
  'conversations',
  'first_replies',
  'first_reply_median_minutes',
  'first_reply_average_minutes',
  'resolved',
  'resolution_median_minutes',
]

const csvCell = (value: string | number | null | undefined) => {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function inboxReportCsv(report: InboxReport) {
  const timingCells = (row: Timing) => [
    row.conversations,
    row.firstReplies,
    row.firstReplyMedian,
    row.firstReplyAverage,
    row.resolved,
    row.resolutionMedian,
  ]
  const rows: (string | number | null)[][] = [
    ['total', `${report.from}/${report.to}`, '', ...timingCells(report.totals)],
    ...report.byWeek.map((week) => ['week', week.week, '', ...timingCells(week)]),
    ...report.byMember.map((row) => [
      'member',
      row.member?.id ?? '',
      row.member?.name ?? '',
      ...timingCells(row),
    ]),
    ...report.byLabel.map((row) => [
      'label',
      row.label.id,
      row.label.name,
      row.conversations,
      '',
      '',
      '',
      '',
      '',
    ]),
    ['label', '', '', report.unlabelled, '', '', '', '', ''],
    ...report.byRating.map((row) => [
      'rating',
      row.score,
      '',
      row.conversations,
      '',
      '',
      '',
      '',
      '',
    ]),
  ]
  const lines = rows.map((row) => row.map(csvCell).join(','))
  return `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`
}
