import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/*
| "5 minutes ago" in the page's language. The server renders in UTC against its clock; the
| browser corrects the text right after hydration and every minute.
*/
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' })
  const abs = Math.abs(seconds)
  const text =
    abs < 60
      ? format.format(0, 'second')
      : abs < 3600
        ? format.format(Math.trunc(seconds / 60), 'minute')
        : abs < 86_400
          ? format.format(Math.trunc(seconds / 3600), 'hour')
          : format.format(Math.trunc(seconds / 86_400), 'day')
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}
