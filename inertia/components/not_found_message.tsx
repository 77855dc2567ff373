import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/*
| The 404's words and its "Go back", the same in the public site's shell and the app's; each
| shell adds its own way on (home, or the dashboard) first.
*/
export function NotFoundMessage({
  actions,
  children,
  className,
}: {
  actions: ReactNode
  children?: ReactNode
  className?: string
}) {
  const { t } = useTranslation()

  return (
    <section
      className={cn('mx-auto flex max-w-xl flex-col items-center px-4 text-center', className)}
    >
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('common.notFound.description')}</p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions}
        <Button variant="outline" onClick={() => window.history.back()} data-action="back">
          <ArrowLeft aria-hidden />
          {t('common.notFound.goBack')}
        </Button>
      </div>
    </section>
  )
}
