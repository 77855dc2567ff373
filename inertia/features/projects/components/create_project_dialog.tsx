import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { ProjectFields } from './project_fields'

/*
| The create form in a dialog, from the projects index and the dashboard. It posts to the same
| route as the create page; errors stay in the dialog with what was typed, success lands on the
| new project.
*/
export function CreateProjectDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('projects.create.close')}>
        <DialogHeader>
          <DialogTitle>{t('projects.create.title')}</DialogTitle>
          <DialogDescription>{t('projects.create.description')}</DialogDescription>
        </DialogHeader>
        <Form
          route="projects.store"
          noValidate
          className="grid gap-4"
          onSuccess={() => setOpen(false)}
        >
          {({ errors, processing }) => (
            <>
              <ProjectFields errors={errors} idPrefix="create-" autoFocus />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {t('common.actions.cancel')}
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={processing}>
                  {processing ? t('projects.create.creating') : t('projects.create.submit')}
                </Button>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}
