import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { FolderKanban, TriangleAlert } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'

/*
| `blockingProjects`: projects the user owns with other members. The server refuses the deletion
| while any exist, so they are listed first, each a link to where it can be handed over.
*/
export default function AccountSettings({
  blockingProjects,
}: {
  blockingProjects: Data.Project[]
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const blocked = blockingProjects.length > 0

  return (
    <>
      <Head title={t('settings.account.title')} />
      <h2 className="text-lg font-semibold">{t('settings.account.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{t('settings.account.description')}</p>
      {blocked && (
        <section
          aria-labelledby="blocking-title"
          className="mb-6 rounded-lg border bg-card p-4 text-card-foreground sm:p-5"
        >
          <h3 id="blocking-title" className="font-medium">
            {t('settings.account.blockingTitle')}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('settings.account.blockingDescription')}
          </p>
          <ul className="mt-3 grid gap-2">
            {blockingProjects.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <FolderKanban className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <Link
                  route="projects.show"
                  routeParams={{ id: project.id }}
                  className="font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {project.name}
                </Link>
                <span className="text-muted-foreground">
                  {t('settings.account.blockingMembers', { count: project.membersCount })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:p-5">
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div className="grid gap-2 text-sm">
            <p className="font-medium">{t('settings.account.warningTitle')}</p>
            <p className="text-muted-foreground">{t('settings.account.warning')}</p>
          </div>
        </div>
        {!confirming ? (
          <Button
            variant="destructive"
            className="mt-4"
            disabled={blocked}
            onClick={() => setConfirming(true)}
          >
            {t('settings.account.start')}
          </Button>
        ) : (
          <Form
            route="account.destroy"
            options={{ preserveScroll: true }}
            resetOnError
            className="mt-4 flex flex-col gap-4"
          >
            {({ errors, processing }) => (
              <>
                <TextField
                  id="password"
                  label={t('settings.account.passwordLabel')}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  required
                  error={errors.password}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" variant="destructive" disabled={processing}>
                    {processing ? t('settings.account.deleting') : t('settings.account.confirm')}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                    {t('common.actions.cancel')}
                  </Button>
                </div>
              </>
            )}
          </Form>
        )}
      </div>
    </>
  )
}
