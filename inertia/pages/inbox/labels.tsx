import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { ArrowLeft, Pencil, Tags, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { FieldError } from '~/components/ui/field_error'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { cn } from '~/lib/utils'
import { LABEL_NAME_MAX, labelColours, type LabelColour } from '@shared/conversation_labels'
import { LabelBadge, LabelDot } from '~/features/conversations/components/label_badge'

type Label = Data.ConversationLabel

/*
| The team's labels (/inbox/labels): add one (a name and a colour of the palette), rename or
| recolour it, remove it (it leaves every conversation). The conversation page puts them on.
*/
export default function Labels({ labels }: { labels: Label[] }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<number | null>(null)
  const routes = useRouter()

  return (
    <>
      <Head title={t('inbox.labels.title')} />
      <div className="mx-auto grid max-w-3xl gap-6">
        <Link
          route="inbox.index"
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('inbox.show.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('inbox.labels.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('inbox.labels.description')}</p>
        </div>

        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('inbox.labels.new')}</CardTitle>
          </CardHeader>
          <CardContent>
            <LabelForm key={labels.length} />
          </CardContent>
        </Card>

        {labels.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
            <Tags className="size-8 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-sm text-muted-foreground">{t('inbox.labels.empty')}</p>
          </section>
        ) : (
          <ul className="grid gap-2" aria-label={t('inbox.labels.listLabel')}>
            {labels.map((label) => (
              <li key={label.id} className="rounded-xl border bg-card p-3">
                {editing === label.id ? (
                  <LabelForm label={label} onCancel={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <LabelBadge label={label} className="text-sm" />
                    <span className="text-xs text-muted-foreground">
                      {t(`inbox.labels.colours.${label.colour}`)}
                    </span>
                    <div className="ml-auto flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(label.id)}
                        aria-label={t('inbox.labels.editNamed', { name: label.name })}
                      >
                        <Pencil aria-hidden />
                        {t('inbox.labels.edit')}
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <Button
                            variant="ghost"
                            size="sm"
                            className="text-destructive"
                            aria-label={t('inbox.labels.deleteNamed', { name: label.name })}
                          >
                            <Trash2 aria-hidden />
                            {t('inbox.labels.delete')}
                          </Button>
                        }
                        title={t('inbox.labels.deleteTitle')}
                        description={t('inbox.labels.deleteDescription', { name: label.name })}
                        confirmLabel={t('inbox.labels.delete')}
                        destructive
                        onConfirm={() =>
                          routes.delete({
                            route: 'inbox.labels.destroy',
                            routeParams: { id: label.id },
                          })
                        }
                      />
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

function LabelForm({ label, onCancel }: { label?: Label; onCancel?: () => void }) {
  const { t } = useTranslation()
  const prefix = label ? `label-${label.id}` : 'label-new'
  const fields = ({
    errors,
    processing,
  }: {
    errors: Record<string, string>
    processing: boolean
  }) => (
    <>
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={t('inbox.labels.fields.name')}
        maxLength={LABEL_NAME_MAX}
        defaultValue={label?.name}
        error={errors.name}
        required
      />
      <ColourChoice prefix={prefix} defaultValue={label?.colour ?? 'blue'} error={errors.colour} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={processing}>
          {label ? t('inbox.labels.save') : t('inbox.labels.add')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        )}
      </div>
    </>
  )
  return label ? (
    <Form
      route="inbox.labels.update"
      routeParams={{ id: label.id }}
      noValidate
      options={{ preserveScroll: true }}
      className="grid gap-4"
    >
      {fields}
    </Form>
  ) : (
    <Form
      route="inbox.labels.store"
      noValidate
      options={{ preserveScroll: true }}
      className="grid gap-4"
    >
      {fields}
    </Form>
  )
}

/* The palette as radio buttons: each swatch with its colour's name, the error beside them. */
function ColourChoice({
  prefix,
  defaultValue,
  error,
}: {
  prefix: string
  defaultValue: LabelColour
  error?: string
}) {
  const { t } = useTranslation()
  const errorId = `${prefix}-colour-error`
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('inbox.labels.fields.colour')}</legend>
      <div className="flex flex-wrap gap-2">
        {labelColours.map((colour) => (
          <label
            key={colour}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm sm:min-h-9',
              'has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-ring/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring'
            )}
          >
            <input
              type="radio"
              name="colour"
              value={colour}
              defaultChecked={colour === defaultValue}
              className="sr-only"
            />
            <LabelDot colour={colour} className="size-3" />
            {t(`inbox.labels.colours.${colour}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
