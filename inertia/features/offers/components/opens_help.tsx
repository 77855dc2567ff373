import { useTranslation } from 'react-i18next'
import { CircleHelp } from 'lucide-react'

/*
| How an open is counted (DESIGN.md "Offers"), beside the open rate it explains: the first time a
| person's mail client shows the e-mail, not the machines that fetch every image.
*/
export function OpensHelp() {
  const { t } = useTranslation()
  return (
    <details className="rounded-lg border px-3 py-2 text-sm">
      <summary className="flex w-fit cursor-pointer items-center gap-1.5 rounded-sm font-medium">
        <CircleHelp className="size-4 text-muted-foreground" aria-hidden />
        {t('offers.opensHelp.title')}
      </summary>
      <div className="mt-2 grid max-w-prose gap-2 text-muted-foreground">
        <p>{t('offers.opensHelp.open')}</p>
        <p>{t('offers.opensHelp.views')}</p>
        <p>{t('offers.opensHelp.proxies')}</p>
      </div>
    </details>
  )
}
