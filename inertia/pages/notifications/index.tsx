import { useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import { Bell, CheckCheck, Settings } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Pagination, type PageMeta } from '~/components/pagination'
import { useClock } from '~/hooks/use_clock'
import { useSharedProps } from '~/hooks/use_page_props'
import { NotificationLine } from '~/features/notifications/components/notification_line'
import { useNotificationsUnread } from '~/features/notifications/hooks/use_notifications'
import { notificationStore } from '~/features/notifications/lib/notification_store'
import { markAllRead } from '~/features/notifications/lib/api'
import type { NotificationItem } from '@shared/realtime'

type Props = {
  notifications: { data: NotificationItem[]; metadata: PageMeta & { total: number } }
}

/*
| Every notification, newest first, a page at a time. The first page follows live: a new or
| bundled one moves to the top, reading elsewhere dims the dots.
*/
export default function NotificationsIndex({ notifications }: Props) {
  const { t } = useTranslation()
  const clock = useClock()
  const { notificationsUnread } = useSharedProps()
  const unread = useNotificationsUnread(notificationsUnread)
  const [items, setItems] = useState(notifications.data)
  const firstPage = notifications.metadata.currentPage === 1

  useEffect(() => setItems(notifications.data), [notifications])
  useEffect(
    () =>
      notificationStore.subscribe(() => {
        const live = notificationStore.items()
        if (!live) return
        setItems((current) => {
          const byId = new Map(live.map((item) => [item.id, item]))
          const updated = current.map((item) => byId.get(item.id) ?? item)
          const fresh = firstPage
            ? live.filter((item) => !current.some((c) => c.id === item.id))
            : []
          return [...fresh, ...updated].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        })
      }),
    [firstPage]
  )
  // The page's lines are the store's until an event or the bell says otherwise.
  useEffect(() => {
    notificationStore.seedItems(notifications.data, notificationsUnread)
  }, [notifications, notificationsUnread])

  return (
    <>
      <Head title={t('common.notifications.title')} />
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">
              {t('common.notifications.title')}
            </h1>
            <p className="text-sm text-muted-foreground">{t('common.notifications.description')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={unread === 0}
              onClick={() => void markAllRead().catch(() => undefined)}
            >
              <CheckCheck aria-hidden />
              {t('common.notifications.markAllRead')}
            </Button>
            <Link
              route="notifications.edit"
              className="inline-flex min-h-9 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0"
            >
              <Settings aria-hidden />
              {t('common.notifications.settingsLink')}
            </Link>
          </div>
        </div>
        <Card className="p-1">
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <Bell className="size-8 text-muted-foreground" aria-hidden />
              <p className="text-sm text-muted-foreground">{t('common.notifications.empty')}</p>
            </div>
          ) : (
            <ul className="grid gap-0.5" aria-label={t('common.notifications.title')}>
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationLine item={item} clock={clock} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Pagination route="notifications.index" meta={notifications.metadata} query={{}} />
      </div>
    </>
  )
}
