/*
| The plan in revisions and milestones (docs/decisions/plan-revisions.md), shared by the server
| (the validator refuses a plan whose milestones do not add up) and the plan form (which shows
| what is left to allocate while staff type), so both count the same way. No imports but types.
*/
import type { Currency } from './projects.js'

export const PLAN_BOUNDS = {
  milestonesMin: 1,
  milestonesMax: 20,
  titleMin: 1,
  titleMax: 200,
  criteriaMax: 2000,
  hoursMax: 100_000,
  depositMin: 0,
  depositMax: 100,
  paymentDaysMin: 0,
  paymentDaysMax: 365,
} as const

export const REVISION_STATES = ['proposed', 'agreed', 'superseded'] as const
export type RevisionState = (typeof REVISION_STATES)[number]

export const MILESTONE_STATES = ['open', 'accepted'] as const
export type MilestoneState = (typeof MILESTONE_STATES)[number]

export type MilestoneFigures = { hours: number; amountMinor: number }

/*
| What the milestones leave of the plan's hours and price (negative: they exceed it). A plan
| can be proposed only when both are zero.
*/
export function leftToAllocate(
  total: { hours: number; priceMinor: number },
  milestones: MilestoneFigures[]
) {
  let hours = total.hours
  let minor = total.priceMinor
  for (const milestone of milestones) {
    hours -= milestone.hours
    minor -= milestone.amountMinor
  }
  return { hours, minor, balanced: hours === 0 && minor === 0 }
}

/*
| The deposit a revision asks on agreement: its share of the price, to the cent (half up, the
| shares and prices are never negative). The plan card and the payment schedule both read it.
*/
export function depositMinor(priceMinor: number, depositPercent: number) {
  return Math.round((priceMinor * depositPercent) / 100)
}

/* The figures of a revision as the owner agrees to them and the differences compare them. */
export type RevisionFigures = {
  hours: number
  priceMinor: number
  currency: Currency
  depositPercent: number
  paymentDays: number
  milestones: {
    key: string
    title: string
    criteria: string | null
    hours: number
    amountMinor: number
    targetDate: string
  }[]
}

export type MilestoneChange = 'title' | 'criteria' | 'hours' | 'amount' | 'targetDate'

export type RevisionDiff = {
  totals: ('hours' | 'price' | 'currency' | 'deposit' | 'paymentDays')[]
  added: string[]
  removed: { key: string; title: string }[]
  changed: { key: string; fields: MilestoneChange[] }[]
}

/*
| What a proposed revision changes against the last agreed one: the totals and terms that
| differ, and milestones added, removed or changed (matched by their key, kept across
| revisions). Only what the reader may see is compared: amounts are left out for those who
| do not see money (pass `money: false`).
*/
export function diffRevisions(
  before: RevisionFigures,
  after: RevisionFigures,
  options: { money: boolean } = { money: true }
): RevisionDiff {
  const totals: RevisionDiff['totals'] = []
  if (before.hours !== after.hours) totals.push('hours')
  if (options.money) {
    if (before.priceMinor !== after.priceMinor) totals.push('price')
    if (before.currency !== after.currency) totals.push('currency')
    if (before.depositPercent !== after.depositPercent) totals.push('deposit')
    if (before.paymentDays !== after.paymentDays) totals.push('paymentDays')
  }
  const old = new Map(before.milestones.map((milestone) => [milestone.key, milestone]))
  const kept = new Set(after.milestones.map((milestone) => milestone.key))
  const added: string[] = []
  const changed: RevisionDiff['changed'] = []
  for (const milestone of after.milestones) {
    const previous = old.get(milestone.key)
    if (!previous) {
      added.push(milestone.key)
      continue
    }
    const fields: MilestoneChange[] = []
    if (previous.title !== milestone.title) fields.push('title')
    if ((previous.criteria ?? '') !== (milestone.criteria ?? '')) fields.push('criteria')
    if (previous.hours !== milestone.hours) fields.push('hours')
    if (options.money && previous.amountMinor !== milestone.amountMinor) fields.push('amount')
    if (previous.targetDate !== milestone.targetDate) fields.push('targetDate')
    if (fields.length > 0) changed.push({ key: milestone.key, fields })
  }
  const removed = before.milestones
    .filter((milestone) => !kept.has(milestone.key))
    .map(({ key, title }) => ({ key, title }))
  return { totals, added, removed, changed }
}

/* A milestone's place on the timeline: accepted, the next one to deliver, or still to come. */
export type MilestoneProgress = 'done' | 'next' | 'later'

/* An ISO date (YYYY-MM-DD) that exists on the calendar. */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}
