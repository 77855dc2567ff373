import InboundMail from '#models/inbound_mail'

const PER_PAGE = 25

/*
| The log's views: everything received, what was posted, what waits in quarantine, and what
| was turned away (refused with a bounce, machine mail ignored, discarded by staff).
*/
export const INBOUND_VIEWS = ['all', 'posted', 'quarantined', 'rejected'] as const
export type InboundView = (typeof INBOUND_VIEWS)[number]

const STATUSES: Record<Exclude<InboundView, 'all'>, string[]> = {
  posted: ['accepted'],
  quarantined: ['quarantined'],
  rejected: ['refused', 'ignored', 'bounce', 'discarded'],
}

export function readInboundView(value: unknown): InboundView {
  return INBOUND_VIEWS.includes(value as InboundView) ? (value as InboundView) : 'all'
}

/* Newest first, without the kept bytes of quarantined messages. */
export function listInboundMails(view: InboundView, page: number) {
  const query = InboundMail.query()
    .select(
      'id',
      'message_id',
      'from_address',
      'to_address',
      'subject',
      'status',
      'reason',
      'source',
      'authentication',
      'thread_kind',
      'thread_id',
      'posted_message_id',
      'decided_by_id',
      'decided_at',
      'created_at',
      'updated_at'
    )
    .preload('decidedBy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (view !== 'all') query.whereIn('status', STATUSES[view])
  return query.paginate(Number.isInteger(page) && page > 0 ? page : 1, PER_PAGE)
}

/* How many messages wait for a decision (the tab's count). */
export async function countQuarantined() {
  const row = await InboundMail.query().where('status', 'quarantined').count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}
