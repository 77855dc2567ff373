import { useRef, useState, type ReactNode } from 'react'
import { PanelLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Sheet, SheetContent } from '~/components/ui/sheet'
import { AppSidebar } from '~/components/shell/app_sidebar'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { UserMenu } from '~/components/shell/user_menu'
import { FlashToaster } from '~/components/shell/flash_toaster'
import { ConnectionIndicator } from '~/features/realtime/components/connection_indicator'
import { useUserNotices } from '~/features/realtime/hooks/use_user_notices'
import { AccessEndedNotice } from '~/components/access_ended_notice'
import { StaffTwoFactorBanner } from '~/components/shell/staff_two_factor_banner'
import { useStaffPresence } from '~/features/conversations/hooks/use_staff_presence'
import { useCan } from '~/hooks/use_can'
import { SkipLink } from '~/components/shell/skip_link'
import { useUnreadLive } from '~/features/unread/hooks/use_unread_live'
import { useUnreadTotal } from '~/features/unread/hooks/use_unread'
import { useSharedProps } from '~/hooks/use_page_props'
import { useDocumentTitle } from '~/hooks/use_document_title'
import { NotificationBell } from '~/features/notifications/components/notification_bell'
import { useNotificationsLive } from '~/features/notifications/hooks/use_notifications'
import { setCookie } from '~/lib/cookies'
import { cn } from '~/lib/utils'
import { SIDEBAR_COOKIE } from '@shared/preferences'
import { urlFor } from '~/client'
import { SearchLauncher } from '~/features/search/components/search_launcher'

/* The signed-in shell: a sidebar (collapsible on desktop, a drawer on phones) and a top bar. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const {
    sidebarOpen,
    inboxUnread,
    unreadTotal,
    notificationsUnread,
    staffTwoFactorMissing,
    product,
  } = useSharedProps()
  const pageTitle = useDocumentTitle(product.name)
  const can = useCan()
  const [open, setOpen] = useState(sidebarOpen)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const toggleButton = useRef<HTMLButtonElement>(null)
  const signedOut = useUserNotices()
  // Staff are "online" for visitors while any app page is open; the inbox count follows live.
  const unread = useStaffPresence(can('accessInbox'), inboxUnread)
  // Unread chat messages across the user's projects, live on the personal channel.
  useUnreadLive()
  const projectsUnread = useUnreadTotal(unreadTotal)
  // The bell's count, live on the personal channel.
  useNotificationsLive()

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
          'hidden shrink-0 border-r bg-sidebar transition-[width] duration-200 md:block print:hidden',
          open ? 'w-60' : 'w-16'
        )}
      >
        <div className="sticky top-0 h-dvh">
          <AppSidebar open={open} inboxUnread={unread} projectsUnread={projectsUnread} />
        </div>
      </aside>
      {/* On phones the navigation is a sheet: a close button, Escape and a tap outside close it. */}
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent
          title={t('common.nav.menu')}
          closeLabel={t('common.nav.closeMenu')}
          className="md:hidden"
          // Focus goes back to the button that opened the sheet.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            toggleButton.current?.focus()
          }}
        >
          <AppSidebar
            open
            onNavigate={() => setDrawerOpen(false)}
            inboxUnread={unread}
            projectsUnread={projectsUnread}
          />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center print:hidden gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
          <Button
            ref={toggleButton}
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={t('common.nav.toggleSidebar')}
            aria-expanded={open}
          >
            <PanelLeft aria-hidden />
          </Button>
          {/* Phones: the page's title; the appearance and the language are in the account menu. */}
          <p className="min-w-0 flex-1 truncate text-base font-semibold sm:hidden">{pageTitle}</p>
          <div className="flex items-center gap-1 sm:ml-auto">
            <SearchLauncher />
            <ConnectionIndicator />
            <NotificationBell unreadFromPage={notificationsUnread} />
            <div className="flex items-center gap-1 max-sm:hidden">
              <LanguageSelector />
              <ThemeToggle />
            </div>
            <UserMenu />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {signedOut && (
            <div className="mx-auto mb-6 max-w-6xl">
              <AccessEndedNotice
                title={t('common.realtime.signedOut.title')}
                action={
                  <Button asChild size="sm">
                    {/* A full load: this page's session and its CSRF token are gone. */}
                    <a href={urlFor('session.create')}>{t('common.realtime.signedOut.logIn')}</a>
                  </Button>
                }
              >
                {t('common.realtime.signedOut.description')}
              </AccessEndedNotice>
            </div>
          )}
          {staffTwoFactorMissing && <StaffTwoFactorBanner />}
          {children}
        </main>
      </div>
      <FlashToaster />
    </div>
  )
}
