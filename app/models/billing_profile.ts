import { BillingProfileSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { BillingDetails, BillingKind } from '#shared/billing'

/* A client's billing details (settings > Billing), copied onto each invoice when issued. */
export default class BillingProfile extends BillingProfileSchema {
  static table = 'billing_profiles'

  @column()
  declare kind: BillingKind

  get details(): Omit<BillingDetails, 'email'> & { email: string | null } {
    return {
      kind: this.kind,
      name: this.name,
      street: this.street,
      postalCode: this.postalCode,
      city: this.city,
      country: this.country,
      companyNumber: this.companyNumber,
      taxNumber: this.taxNumber,
      vatId: this.vatId,
      email: this.email,
    }
  }
}
