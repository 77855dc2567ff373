import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { ShieldAlert } from 'lucide-react'
import { Button } from '~/components/ui/button'

/*
| A staff account without two-factor sees this on every page until it is on: staff hold every
| client's data, so one stolen password must not be enough. Not on the two-factor settings
| themselves, where the page already is the answer.
*/
export function StaffTwoFactorBanner() {
  const { t } = useTranslation()
  const { url } = usePage()
  if (url.startsWith('/settings/two-factor')) return null
  return (
    <div
      role="region"
      aria-label={t('common.staffTwoFactor.label')}
      className="mx-auto mb-4 flex max-w-6xl items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 sm:mb-6 sm:flex-wrap sm:gap-3 sm:p-4 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden />
      {/* A phone gets one line, so the page under it still starts on the first screen. */}
      <p className="min-w-0 flex-1 text-sm">
        <span className="sm:hidden">{t('common.staffTwoFactor.short')}</span>
        <span className="max-sm:hidden">{t('common.staffTwoFactor.text')}</span>
      </p>
      <Button asChild size="sm">
        <Link route="two_factor.show">{t('common.staffTwoFactor.action')}</Link>
      </Button>
    </div>
  )
}
