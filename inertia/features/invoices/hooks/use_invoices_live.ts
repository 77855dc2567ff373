import { usePersonalReload } from '~/hooks/use_personal_reload'

/*
| Invoice pages and dashboards follow payments without a reload: staff and a project's owner hear
| `invoice.updated`. `invoiceId` limits an invoice's page to its own invoice.
*/
export function useInvoicesLive(props: string[], invoiceId?: number) {
  usePersonalReload<{ invoiceId: number }>(
    ['invoice.updated'],
    props,
    (payload) => invoiceId === undefined || payload.invoiceId === invoiceId
  )
}
