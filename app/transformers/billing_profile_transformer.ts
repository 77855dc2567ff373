import { BaseTransformer } from '@adonisjs/core/transformers'
import type BillingProfile from '#models/billing_profile'

/* A client's billing details as Settings > Billing shows them. */
export default class BillingProfileTransformer extends BaseTransformer<BillingProfile> {
  toObject() {
    return this.pick(this.resource, [
      'kind',
      'name',
      'street',
      'postalCode',
      'city',
      'country',
      'companyNumber',
      'taxNumber',
      'vatId',
      'email',
    ])
  }
}
