import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'

export type PageMeta = { currentPage: number; lastPage: number }

/* Previous / next through the server's pages, keeping the filters in the address. */
export function OfferPagination({
  meta,
  query,
}: {
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
      <Link route="offers.index" qs={{ ...query, page }} className={className} rel={icon}>
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label={t('offers.pagination.label')} className="flex items-center gap-3">
      {link(meta.currentPage - 1, t('offers.pagination.previous'), 'prev')}
      <span className="text-sm text-muted-foreground">
        {t('offers.pagination.page', { current: meta.currentPage, last: meta.lastPage })}
      </span>
      {link(meta.currentPage + 1, t('offers.pagination.next'), 'next')}
    </nav>
  )
}
