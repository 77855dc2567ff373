import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { NotFoundMessage } from '~/components/not_found_message'

/* A guest's 404, inside the public site's shell (a signed-in user gets errors/app_not_found). */
export default function NotFound() {
  const { t } = useTranslation()

  return (
    <>
      <Head title={t('common.notFound.title')} />
      <NotFoundMessage home="home" className="py-20 sm:py-28" />
    </>
  )
}
