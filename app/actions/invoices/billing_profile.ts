import BillingProfile from '#models/billing_profile'
import type User from '#models/user'
import type { BillingKind } from '#shared/billing'

export type BillingProfileInput = {
  kind: BillingKind
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  companyNumber?: string
  taxNumber?: string
  vatId?: string
  email?: string
}

export function findBillingProfile(user: Pick<User, 'id'>) {
  return BillingProfile.findBy('userId', user.id)
}

/*
| One profile per account, replaced as a whole. A private person has no company numbers: what
| the form held for them before switching kind is dropped, never printed on an invoice.
*/
export async function saveBillingProfile(user: Pick<User, 'id'>, input: BillingProfileInput) {
  const company = input.kind === 'company'
  return BillingProfile.updateOrCreate(
    { userId: user.id },
    {
      kind: input.kind,
      name: input.name,
      street: input.street,
      postalCode: input.postalCode,
      city: input.city,
      country: input.country,
      companyNumber: company ? (input.companyNumber ?? null) : null,
      taxNumber: company ? (input.taxNumber ?? null) : null,
      vatId: company ? (input.vatId ?? null) : null,
      email: input.email ?? null,
    }
  )
}
