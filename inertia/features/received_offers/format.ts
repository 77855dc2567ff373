import { formatMoney, type Currency } from '@shared/projects'

export { formatDay } from '~/lib/format'

export function formatAmount(minor: number, currency: string, language: string) {
  return formatMoney({ minor, currency: currency as Currency }, language)
}
