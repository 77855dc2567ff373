import { useState, type ReactNode } from 'react'
import { PanelLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { AppSidebar } from '~/components/shell/app_sidebar'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { UserMenu } from '~/components/shell/user_menu'
import { FlashToaster } from '~/components/shell/flash_toaster'
import { ConnectionIndicator } from '~/features/realtime/components/connection_indicator'
import { useUserNotices } from '~/features/realtime/hooks/use_user_notices'
import { useStaffPresence } from '~/features/consulting/hooks/use_staff_presence'
import { useCan } from '~/hooks/use_can'
import { SkipLink } from '~/components/shell/skip_link'
import { useUnreadLive } from '~/features/unread/hooks/use_unread_live'
import { useUnreadTotal } from '~/features/unread/hooks/use_unread'
import { useSharedProps } from '~/hooks/use_page_props'
import { setCookie } from '~/lib/cookies'
import { cn } from '~/lib/utils'
import { SIDEBAR_COOKIE } from '@shared/preferences'

/* The signed-in shell: a sidebar (collapsible on desktop, a drawer on phones) and a top bar. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { sidebarOpen, inboxUnread, unreadTotal } = useSharedProps()
  const can = useCan()
  const [open, setOpen] = useState(sidebarOpen)
  const [drawerOpen, setDrawerOpen] = useState(false)
  useUserNotices()
  // Staff are "online" for visitors while any app page is open; the inbox count follows live.
  const unread = useStaffPresence(can('accessInbox'), inboxUnread)
  // Unread chat messages across the user's projects, live on the personal channel.
  useUnreadLive()
  const projectsUnread = useUnreadTotal(unreadTotal)

  function toggle() {
    if (window.matchMedia('(max-width: 767px)').matches) {
      setDrawerOpen((value) => !value)
      return
    }
    // Remembered in a cookie so the server renders the sidebar the same way next time.
    setCookie(SIDEBAR_COOKIE, String(!open))
    setOpen(!open)
  }

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <aside
        className={cn(
          'hidden shrink-0 border-r bg-sidebar transition-[width] duration-200 md:block',
          open ? 'w-60' : 'w-16'
        )}
      >
        <div className="sticky top-0 h-dvh">
          <AppSidebar open={open} inboxUnread={unread} projectsUnread={projectsUnread} />
        </div>
      </aside>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div className="absolute inset-0 bg-black/40" onClick={() => setDrawerOpen(false)} />
          <aside className="absolute inset-y-0 left-0 w-64 border-r bg-sidebar shadow-xl">
            <AppSidebar
              open
              onNavigate={() => setDrawerOpen(false)}
              inboxUnread={unread}
              projectsUnread={projectsUnread}
            />
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={t('common.nav.toggleSidebar')}
            aria-expanded={open}
          >
            <PanelLeft aria-hidden />
          </Button>
          <div className="ml-auto flex items-center gap-1">
            <ConnectionIndicator />
            <LanguageSelector />
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      <FlashToaster />
    </div>
  )
}
