import { useTranslation } from 'react-i18next'
import type { DeliveryFailure } from '@shared/offers'

/*
| Why a delivery failed, as a sentence in the reader's language (the server classifies the
| reason: app/services/delivery_failures.ts).
*/
export function useFailureText() {
  const { t } = useTranslation()
  return (failure: DeliveryFailure | string | null) =>
    t(`offers.deliveryFailure.${failure ?? 'other'}`)
}

/* The mail server's own words, for whoever looks after it: folded away, never the headline. */
export function TechnicalDetails({ reason }: { reason: string }) {
  const { t } = useTranslation()
  return (
    <details className="mt-1 text-xs">
      <summary className="w-fit cursor-pointer rounded-sm opacity-80 hover:opacity-100">
        {t('offers.deliveryFailure.details')}
      </summary>
      <code className="mt-1 block font-mono break-all whitespace-pre-wrap">{reason}</code>
    </details>
  )
}
