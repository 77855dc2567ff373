import { AgreementEventSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { AgreementEventType } from '#shared/agreements'

/* A row of an agreement's audit trail: appended in the transaction of what it records. */
export default class AgreementEvent extends AgreementEventSchema {
  static table = 'agreement_events'

  @column()
  declare type: AgreementEventType
}
