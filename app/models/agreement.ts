import { AgreementSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Offer from '#models/offer'
import PlanRevision from '#models/plan_revision'
import AgreementEvent from '#models/agreement_event'
import type {
  AgreementDocument,
  AgreementKind,
  AgreementStatus,
  SignerMethod,
} from '#shared/agreements'

/*
| An offer as it was frozen when sent, or a plan revision or change order as it was frozen when
| proposed, and its signature once given (DESIGN.md "Agreements"). `document` is the exact JSON
| the signer read; its SHA-256 is `documentHash`.
*/
export default class Agreement extends AgreementSchema {
  static table = 'agreements'

  @column()
  declare kind: AgreementKind

  @column()
  declare status: AgreementStatus

  @column()
  declare signerMethod: SignerMethod | null

  @column({ serializeAs: null })
  declare codeHash: string | null

  @belongsTo(() => Offer)
  declare offer: BelongsTo<typeof Offer>

  @belongsTo(() => PlanRevision)
  declare planRevision: BelongsTo<typeof PlanRevision>

  @hasMany(() => AgreementEvent)
  declare events: HasMany<typeof AgreementEvent>

  get content(): AgreementDocument {
    return JSON.parse(this.document) as AgreementDocument
  }
}
