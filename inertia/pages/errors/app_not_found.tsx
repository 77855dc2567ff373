import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { NotFoundMessage } from '~/components/not_found_message'

/*
| A signed-in user's 404 (an unknown address, a project that is gone or not theirs), inside the
| app's shell: the sidebar and the account stay, the hints and actions are the guest's, and
| "Go Home" leads to the dashboard, the signed-in user's home.
*/
export default function AppNotFound() {
  const { t } = useTranslation()

  return (
    <>
      <Head title={t('common.notFound.title')} />
      <NotFoundMessage home="dashboard" className="py-12 sm:py-20" />
    </>
  )
}
