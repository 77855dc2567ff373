import { useEffect, useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { ChartColumn, Keyboard, MessageSquareText, Tags } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { useSharedProps } from '~/hooks/use_page_props'
import { InboxList, type InboxListProps } from '~/features/conversations/components/inbox_list'
import { ShortcutsDialog } from '~/features/conversations/components/shortcuts_dialog'
import { useInboxKeys } from '~/features/conversations/hooks/use_inbox_keys'
import { useInboxLive } from '~/features/conversations/hooks/use_inbox_live'
import { inboxQuery } from '~/features/conversations/lib/inbox_query'

type Page = Partial<InboxListProps> & {
  conversation?: { id: number; status: 'open' | 'closed'; assignedTo: { id: number } | null }
}

const LIVE_PROPS = ['items', 'counts', 'labels']

/* Where the reply box is: `r` puts the cursor in it. */
export const REPLY_COMPOSER_ID = 'inbox-reply'

/*
| The inbox's persistent layout: the list pane stays mounted (its scroll, its keyboard row) while
| conversations open beside it, and the URL still names the open one (/inbox/12). From lg up the
| panes sit side by side, each scrolling on its own; on a phone the list is the first screen and
| an open conversation takes the whole width (with its way back). The saved replies page, also
| under /inbox, is a plain page in the same shell.
*/
export function InboxLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const page = usePage<Page>()
  const { user } = useSharedProps()
  const { items, filters, counts, labels, conversation } = page.props
  const listed = !!(items && filters && counts && labels)
  const activeId = conversation?.id ?? null
  const [help, setHelp] = useState(false)
  const routes = useRouter()
  const [cursor, setCursor] = useState(0)
  const [keyed, setKeyed] = useState(false)

  useInboxLive(LIVE_PROPS)

  // The open conversation's row is where the keyboard starts.
  useEffect(() => {
    const index = items?.data.findIndex((item) => item.id === activeId) ?? -1
    setCursor((current) =>
      index >= 0 ? index : Math.min(current, Math.max(0, (items?.data.length ?? 1) - 1))
    )
  }, [activeId, items])

  useInboxKeys({
    next: () => {
      setKeyed(true)
      setCursor((current) => Math.min(current + 1, (items?.data.length ?? 1) - 1))
    },
    previous: () => {
      setKeyed(true)
      setCursor((current) => Math.max(current - 1, 0))
    },
    open: () => {
      const item = items?.data[cursor]
      if (item && filters) {
        router.get(urlFor('inbox.show', { id: item.id }), inboxQuery(filters), {
          preserveScroll: true,
        })
      }
    },
    reply: () =>
      document.querySelector<HTMLTextAreaElement>(`#${REPLY_COMPOSER_ID} textarea`)?.focus(),
    close: () => {
      if (!conversation || conversation.status !== 'open') return
      routes.patch(
        { route: 'inbox.update', routeParams: { id: conversation.id } },
        { status: 'closed' },
        { preserveScroll: true }
      )
    },
    assignToMe: () => {
      if (!conversation || !user || conversation.assignedTo?.id === user.id) return
      routes.patch(
        { route: 'inbox.update', routeParams: { id: conversation.id } },
        { assignedToId: user.id },
        { preserveScroll: true }
      )
    },
    help: () => setHelp(true),
  })

  if (!listed) return <>{children}</>

  return (
    <div className="-mx-4 -my-6 grid sm:-mx-6 lg:-mx-8 lg:h-[calc(100dvh-3.5rem)] lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
      <section
        aria-label={t('inbox.list.label')}
        className={cn('flex min-h-0 flex-col bg-card lg:border-r', activeId && 'max-lg:hidden')}
      >
        <InboxList
          items={items}
          filters={filters}
          counts={counts}
          labels={labels}
          activeId={activeId}
          cursor={cursor}
          showCursor={keyed}
          onCursor={setCursor}
          actions={
            <>
              <Button variant="ghost" size="icon" asChild>
                <Link
                  route="inbox.reports.index"
                  aria-label={t('inbox.reports.title')}
                  title={t('inbox.reports.title')}
                >
                  <ChartColumn aria-hidden />
                </Link>
              </Button>
              <Button variant="ghost" size="icon" asChild>
                <Link
                  route="inbox.labels.index"
                  aria-label={t('inbox.labels.title')}
                  title={t('inbox.labels.title')}
                >
                  <Tags aria-hidden />
                </Link>
              </Button>
              <Button variant="ghost" size="icon" asChild>
                <Link
                  route="inbox.replies.index"
                  aria-label={t('inbox.replies.title')}
                  title={t('inbox.replies.title')}
                >
                  <MessageSquareText aria-hidden />
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('inbox.shortcuts.title')}
                title={t('inbox.shortcuts.title')}
                onClick={() => setHelp(true)}
              >
                <Keyboard aria-hidden />
              </Button>
            </>
          }
        />
      </section>
      <div className="min-h-0 min-w-0">{children}</div>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
    </div>
  )
}
