import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Home } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { NotFoundMessage } from '~/components/not_found_message'

/* A guest's 404, inside the public site's shell (a signed-in user gets errors/app_not_found). */
export default function NotFound() {
  const { t } = useTranslation()
  const hints = ['spelling', 'services', 'contact'] as const

  return (
    <>
      <Head title={t('common.notFound.title')} />
      <NotFoundMessage
        className="py-20 sm:py-28"
        actions={
          <Button asChild>
            <Link route="home">
              <Home aria-hidden />
              {t('common.notFound.goHome')}
            </Link>
          </Button>
        }
      >
        <div className="mt-8 w-full rounded-xl border bg-card p-5 text-left">
          <h2 className="text-sm font-semibold">{t('common.notFound.hintsTitle')}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {hints.map((hint) => (
              <li key={hint}>{t(`common.notFound.hints.${hint}`)}</li>
            ))}
          </ul>
        </div>
      </NotFoundMessage>
    </>
  )
}
