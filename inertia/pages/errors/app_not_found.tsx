import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { LayoutDashboard } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { NotFoundMessage } from '~/components/not_found_message'

/*
| A signed-in user's 404 (an unknown address, a project that is gone or not theirs), inside the
| app's shell: the sidebar and the account stay, and the way on is the dashboard.
*/
export default function AppNotFound() {
  const { t } = useTranslation()

  return (
    <>
      <Head title={t('common.notFound.title')} />
      <NotFoundMessage
        className="py-12 sm:py-20"
        actions={
          <Button asChild>
            <Link route="dashboard">
              <LayoutDashboard aria-hidden />
              {t('common.notFound.goDashboard')}
            </Link>
          </Button>
        }
      />
    </>
  )
}
