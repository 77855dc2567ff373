import { useTranslation } from 'react-i18next'
import { Download } from 'lucide-react'
import { Button } from '~/components/ui/button'

/*
| "Download as PDF": the browser's print dialog, whose "Save as PDF" keeps the page's print
| stylesheet (docs/decisions/offers.md). On the server-rendered public page the app's
| script never runs, so inertia/public.ts wires the same button through `data-print`.
*/
export function PrintButton() {
  const { t } = useTranslation()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="print:hidden"
      data-print
      onClick={() => window.print()}
    >
      <Download aria-hidden />
      {t('offers.online.download')}
    </Button>
  )
}
