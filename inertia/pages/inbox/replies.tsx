import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { ArrowLeft, MessageSquareText, Pencil, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'
import { SelectField } from '~/components/forms/select_field'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { SAVED_REPLY_TEXT_MAX, SAVED_REPLY_TITLE_MAX } from '@shared/conversations'
import { supportedLocales } from '@shared/preferences'

type Reply = Data.SavedReply

/*
| The team's saved replies (/inbox/replies): add one (title, language, text), change or remove
| it. In a conversation, "/" in the reply box finds them.
*/
export default function SavedReplies({ replies }: { replies: Reply[] }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<number | null>(null)
  const routes = useRouter()

  return (
    <>
      <Head title={t('inbox.replies.title')} />
      <div className="mx-auto grid max-w-3xl gap-6">
        <Link
          route="inbox.index"
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('inbox.show.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('inbox.replies.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('inbox.replies.description')}</p>
        </div>

        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('inbox.replies.new')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ReplyForm key={replies.length} />
          </CardContent>
        </Card>

        {replies.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
            <MessageSquareText className="size-8 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-sm text-muted-foreground">{t('inbox.replies.empty')}</p>
          </section>
        ) : (
          <ul className="grid gap-3" aria-label={t('inbox.replies.listLabel')}>
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border bg-card p-4">
                {editing === reply.id ? (
                  <ReplyForm reply={reply} onCancel={() => setEditing(null)} />
                ) : (
                  <div className="grid gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-medium">{reply.title}</h2>
                      <Badge className="bg-muted uppercase">{reply.locale}</Badge>
                      <div className="ml-auto flex gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing(reply.id)}
                          aria-label={t('inbox.replies.editNamed', { title: reply.title })}
                        >
                          <Pencil aria-hidden />
                          {t('inbox.replies.edit')}
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-destructive"
                              aria-label={t('inbox.replies.deleteNamed', { title: reply.title })}
                            >
                              <Trash2 aria-hidden />
                              {t('inbox.replies.delete')}
                            </Button>
                          }
                          title={t('inbox.replies.deleteTitle')}
                          description={t('inbox.replies.deleteDescription', {
                            title: reply.title,
                          })}
                          confirmLabel={t('inbox.replies.delete')}
                          destructive
                          onConfirm={() =>
                            routes.delete({
                              route: 'inbox.replies.destroy',
                              routeParams: { id: reply.id },
                            })
                          }
                        />
                      </div>
                    </div>
                    <p className="text-sm whitespace-pre-wrap text-muted-foreground">
                      {reply.text}
                    </p>
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

function ReplyForm({ reply, onCancel }: { reply?: Reply; onCancel?: () => void }) {
  const { t, i18n } = useTranslation()
  const prefix = reply ? `reply-${reply.id}` : 'reply-new'
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const fields = ({
    errors,
    processing,
  }: {
    errors: Record<string, string>
    processing: boolean
  }) => (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          id={`${prefix}-title`}
          name="title"
          label={t('inbox.replies.fields.title')}
          maxLength={SAVED_REPLY_TITLE_MAX}
          defaultValue={reply?.title}
          error={errors.title}
          required
        />
        <SelectField
          id={`${prefix}-locale`}
          name="locale"
          label={t('inbox.replies.fields.locale')}
          defaultValue={reply?.locale ?? i18n.language}
          error={errors.locale}
          options={supportedLocales.map((locale) => ({
            value: locale,
            label: languages.of(locale) ?? locale,
          }))}
        />
      </div>
      <TextareaField
        id={`${prefix}-text`}
        name="text"
        label={t('inbox.replies.fields.text')}
        maxLength={SAVED_REPLY_TEXT_MAX}
        rows={4}
        defaultValue={reply?.text}
        error={errors.text}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={processing}>
          {reply ? t('inbox.replies.save') : t('inbox.replies.add')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        )}
      </div>
    </>
  )
  return reply ? (
    <Form
      route="inbox.replies.update"
      routeParams={{ id: reply.id }}
      noValidate
      options={{ preserveScroll: true }}
      className="grid gap-4"
    >
      {fields}
    </Form>
  ) : (
    <Form
      route="inbox.replies.store"
      noValidate
      options={{ preserveScroll: true }}
      className="grid gap-4"
    >
      {fields}
    </Form>
  )
}
