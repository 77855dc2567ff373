import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Bell, CheckCheck, Loader2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { useClock } from '~/hooks/use_clock'
import { useNotificationItems, useNotificationsUnread } from '../hooks/use_notifications'
import { fetchRecent, markAllRead } from '../lib/api'
import { NotificationLine } from './notification_line'

/*
| The top bar's bell: the unread count (live), and on opening the newest notifications, each a
| link to its place, with "Mark all as read" and the way to the full list.
*/
export function NotificationBell({ unreadFromPage }: { unreadFromPage: number }) {
  const { t } = useTranslation()
  const unread = useNotificationsUnread(unreadFromPage)
  const items = useNotificationItems()
  const clock = useClock()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')

  const load = () => {
    setState('loading')
    fetchRecent()
      .then(() => setState('idle'))
      .catch(() => setState('failed'))
  }

  return (
    <Popover onOpenChange={(open) => open && load()}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0
              ? t('common.notifications.bellUnread', { count: unread })
              : t('common.notifications.bell')
          }
          data-notification-bell
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-notification-count
              className="absolute -top-0.5 -right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold tabular-nums text-primary-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col"
        aria-label={t('common.notifications.title')}
      >
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{t('common.notifications.title')}</h2>
          <Button
            variant="ghost"
            size="sm"
            className="-me-2 ms-auto"
            disabled={unread === 0}
            onClick={() => void markAllRead().catch(() => setState('failed'))}
          >
            <CheckCheck aria-hidden />
            {t('common.notifications.markAllRead')}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-1" aria-busy={state === 'loading'}>
          {state === 'failed' ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
              {t('common.notifications.loadFailed')}
            </p>
          ) : !items ? (
            <p className="flex items-center justify-center gap-2 px-3 py-6 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('common.notifications.loading')}
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t('common.notifications.empty')}
            </p>
          ) : (
            <ul className="grid gap-0.5">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationLine item={item} clock={clock} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-1">
          <Link
            route="notifications.index"
            className="block rounded-md px-3 py-2 text-center text-sm font-medium text-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('common.notifications.seeAll')}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  )
}
