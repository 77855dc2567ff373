import { useTranslation } from 'react-i18next'
import { formatDateTime, relativeTime } from '~/lib/format'

/*
| "3 hours ago" with the exact time as a tooltip. suppressHydrationWarning: the browser may read
| its clock a minute later than the server did; its next tick corrects the text.
*/
export function RelativeTime({
  iso,
  clock,
}: {
  iso: string
  clock: { now: number; timeZone: string | undefined }
}) {
  const { t, i18n } = useTranslation()
  return (
    <time
      dateTime={iso}
      title={formatDateTime(iso, i18n.language, clock.timeZone)}
      suppressHydrationWarning
    >
      {relativeTime(iso, clock.now, i18n.language, t('common.time.justNow'))}
    </time>
  )
}
