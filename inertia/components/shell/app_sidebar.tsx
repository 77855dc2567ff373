import {
  FileText,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  Mail,
  MailWarning,
  Settings,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { cn } from '~/lib/utils'
import { useSharedProps } from '~/hooks/use_page_props'
import { useCan, type Ability } from '~/hooks/use_can'

type NavItem = {
  route:
    | 'dashboard'
    | 'projects.index'
    | 'offers.index'
    | 'received_offers.index'
    | 'inbox.index'
    | 'outbox.index'
    | 'team.index'
    | 'invoices.index'
    | 'settings'
  label: string
  icon: LucideIcon
  prefix: string
  /* Listed only for users the policies allow (staff areas); everyone else never sees it. */
  ability?: Ability
  /* Listed only for users without it: clients' own offers, where staff have the offers area. */
  unless?: Ability
  /* A live count beside the label (the inbox's unread threads, unread chat messages). */
  count?: number
  countLabel?: string
}

export function AppSidebar({
  open,
  onNavigate,
  inboxUnread = 0,
  projectsUnread = 0,
}: {
  open: boolean
  onNavigate?: () => void
  inboxUnread?: number
  /* Unread chat messages across the user's projects (features/unread, live). */
  projectsUnread?: number
}) {
  const { t } = useTranslation()
  const { url } = usePage()
  const { product } = useSharedProps()
  const can = useCan()

  const items: NavItem[] = [
    {
      route: 'dashboard',
      label: t('common.nav.dashboard'),
      icon: LayoutDashboard,
      prefix: '/dashboard',
    },
    {
      route: 'projects.index',
      label: t('common.nav.projects'),
      icon: FolderKanban,
      prefix: '/projects',
      count: projectsUnread,
      countLabel: t('common.unread.badge', { count: projectsUnread }),
    },
    {
      route: 'offers.index',
      label: t('common.nav.offers'),
      icon: Mail,
      prefix: '/offers',
      ability: 'accessOffers',
    },
    {
      route: 'received_offers.index',
      label: t('common.nav.offers'),
      icon: Mail,
      prefix: '/proposals',
      unless: 'accessOffers',
    },
    {
      route: 'inbox.index',
      label: t('common.nav.inbox'),
      icon: Inbox,
      prefix: '/inbox',
      ability: 'accessInbox',
      count: inboxUnread,
      countLabel: t('common.nav.inboxUnread', { count: inboxUnread }),
    },
    {
      route: 'outbox.index',
      label: t('common.nav.outbox'),
      icon: MailWarning,
      prefix: '/outbox',
      ability: 'accessOutbox',
    },
    {
      route: 'team.index',
      label: t('common.nav.team'),
      icon: UsersRound,
      prefix: '/team',
      ability: 'accessTeam',
    },
    {
      route: 'invoices.index',
      label: t('common.nav.invoices'),
      icon: FileText,
      prefix: '/invoices',
      ability: 'accessInvoices',
    },
    { route: 'settings', label: t('common.nav.settings'), icon: Settings, prefix: '/settings' },
  ]

  const visible = items.filter(
    (item) => (!item.ability || can(item.ability)) && !(item.unless && can(item.unless))
  )

  return (
    <nav aria-label={t('common.nav.main')} className="flex h-full flex-col gap-1 p-3">
      <Link
        route="dashboard"
        className="mb-4 flex h-10 items-center gap-2 rounded-md px-2 font-semibold"
        onClick={onNavigate}
      >
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
        >
          {product.name.charAt(0)}
        </span>
        <span className={cn('truncate', !open && 'md:sr-only')}>{product.name}</span>
      </Link>
      {visible.map((item) => {
        const active = url.startsWith(item.prefix)
        return (
          <Link
            key={item.route}
            route={item.route}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            title={open ? undefined : item.label}
            className={cn(
              'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              active && 'bg-accent text-accent-foreground'
            )}
          >
            <span className="relative">
              <item.icon className="size-4 shrink-0" aria-hidden />
              {!!item.count && !open && (
                <span
                  aria-hidden
                  className="absolute -top-1 -right-1 hidden size-2 rounded-full bg-primary md:block"
                />
              )}
            </span>
            <span className={cn(!open && 'md:sr-only')}>{item.label}</span>
            {!!item.count && (
              <span
                className={cn(
                  'ml-auto rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground',
                  !open && 'md:sr-only'
                )}
              >
                <span aria-hidden>{item.count}</span>
                <span className="sr-only">{item.countLabel}</span>
              </span>
            )}
          </Link>
        )
      })}
    </nav>
  )
}
