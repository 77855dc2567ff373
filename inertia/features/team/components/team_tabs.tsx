import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { cn } from '~/lib/utils'

type Tab = 'people' | 'activity' | 'mailIn'

/* People, their activity and the e-mails received: the back office's lists, one tap apart. */
export function TeamTabs({ current }: { current: Tab }) {
  const { t } = useTranslation()
  const tab = (route: 'team.index' | 'team.activity' | 'team.mail_in', key: Tab) => (
    <Link
      route={route}
      aria-current={current === key ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        current === key && 'bg-accent text-accent-foreground'
      )}
    >
      {t(`team.tabs.${key}`)}
    </Link>
  )
  return (
    <nav aria-label={t('team.tabs.label')} className="flex gap-1 border-b pb-2">
      {tab('team.index', 'people')}
      {tab('team.activity', 'activity')}
      {tab('team.mail_in', 'mailIn')}
    </nav>
  )
}
