import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { type DateTime } from 'luxon'
import AgreementEvent from '#models/agreement_event'
import type { AgreementEventType } from '#shared/agreements'

export type Witness = { actor: string | null; ip: string | null; userAgent: string | null }

/* A row of the audit trail, in the transaction of what it records; texts cut to their columns. */
export function recordAgreementEvent(
  agreementId: number,
  type: AgreementEventType,
  witness: Partial<Witness> = {},
  trx?: TransactionClientContract,
  at?: DateTime
) {
  return AgreementEvent.create(
    {
      agreementId,
      type,
      actor: witness.actor?.slice(0, 254) ?? null,
      ip: witness.ip?.slice(0, 64) ?? null,
      userAgent: witness.userAgent?.slice(0, 500) ?? null,
      ...(at ? { createdAt: at } : {}),
    },
    { client: trx }
  )
}

export function trailOf(agreementId: number) {
  return AgreementEvent.query().where('agreement_id', agreementId).orderBy('id', 'asc')
}
