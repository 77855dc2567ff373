import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'

export type PageMeta = { currentPage: number; lastPage: number }

/* A list page whose pages are asked for with `?page=` (and its filters). */
type ListRoute =
  | 'projects.index'
  | 'offers.index'
  | 'outbox.index'
  | 'notifications.index'
  | 'team.index'
  | 'team.activity'
  | 'team.mail_in'

/* Previous / next through the server's pages, keeping the filters in the address. */
export function Pagination({
  route,
  meta,
  query,
}: {
  route: ListRoute
  meta: PageMeta
  query: Record<string, string>
}) {
  const { t } = useTranslation()
  if (meta.lastPage <= 1) return null
  const link = (page: number, label: string, icon: 'prev' | 'next') => {
    const disabled = page < 1 || page > meta.lastPage
    const content = (
      <>
        {icon === 'prev' && <ChevronLeft aria-hidden />}
        {label}
        {icon === 'next' && <ChevronRight aria-hidden />}
      </>
    )
    const className = cn(buttonVariants({ variant: 'outline', size: 'sm' }))
    return disabled ? (
      <span className={cn(className, 'pointer-events-none opacity-50')} aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link
        route={route}
        qs={{ ...query, page }}
        preserveScroll={false}
        className={className}
        rel={icon}
      >
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label={t('common.pagination.label')} className="flex items-center gap-3">
      {link(meta.currentPage - 1, t('common.pagination.previous'), 'prev')}
      <span className="text-sm text-muted-foreground">
        {t('common.pagination.page', { current: meta.currentPage, last: meta.lastPage })}
      </span>
      {link(meta.currentPage + 1, t('common.pagination.next'), 'next')}
    </nav>
  )
}
