import { useEffect, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { urlFor } from '~/client'
import { ArrowLeft, Ban, CheckCheck, RotateCcw, UserCheck } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native_select'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert_dialog'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { Thread } from '~/features/consulting/components/thread'
import { Composer } from '~/features/consulting/components/composer'
import { ConversationStatusBadge } from '~/features/consulting/components/status_badge'
import { TypingLine } from '~/features/consulting/components/typing_line'
import { useLiveThread } from '~/features/consulting/hooks/use_live_thread'
import { chatRequest } from '~/features/consulting/lib/api'

type Props = {
  conversation: Data.Conversation.Variants['toInboxDetail']
  messages: Data.ConversationMessage[]
  team: { id: number; name: string }[]
}

export default function InboxShow({ conversation, messages, team }: Props) {
  const { t, i18n } = useTranslation()
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const isContact = conversation.kind === 'contact'
  const thread = useLiveThread({
    conversationId: conversation.id,
    initial: messages,
    settings,
    sender: 'staff',
    name: user?.fullName ?? null,
    messagesUrl: urlFor('inbox.messages', { id: conversation.id }),
    postUrl: urlFor('inbox.reply', { id: conversation.id }),
    // A colleague assigned, closed or blocked it, or a first reply took it: the details follow.
    onState: () => router.reload({ only: ['conversation'] }),
    onPosted: () => {
      if (!conversation.assignedTo) router.reload({ only: ['conversation'] })
    },
    // Whoever has the thread open has read what arrives in it (the list and sidebar follow).
    onDelivered: () => {
      void chatRequest(urlFor('inbox.read', { id: conversation.id }), { method: 'POST' })
    },
  })
  const [assignee, setAssignee] = useState(String(conversation.assignedTo?.id ?? 0))
  useEffect(() => setAssignee(String(conversation.assignedTo?.id ?? 0)), [conversation.assignedTo])
  const visitorName = conversation.name ?? t('inbox.row.anonymous')
  const language = (() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(conversation.locale)
    } catch {
      return conversation.locale
    }
  })()

  const statusForm = (status: 'open' | 'closed', label: string, Icon: typeof CheckCheck) => (
    <Form route="inbox.update" routeParams={{ id: conversation.id }}>
      <input type="hidden" name="status" value={status} />
      <Button type="submit" variant="outline" size="sm" className="w-full">
        <Icon aria-hidden />
        {label}
      </Button>
    </Form>
  )

  return (
    <>
      <Head title={`${visitorName} - ${t('inbox.title')}`} />
      <div className="mx-auto grid max-w-6xl gap-4">
        <Link
          route="inbox.index"
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('inbox.show.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{visitorName}</h1>
          <ConversationStatusBadge status={conversation.status} kind={conversation.kind} />
        </div>

        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <section
            aria-label={t('inbox.thread.label')}
            className="flex min-h-[24rem] flex-col overflow-hidden rounded-xl border bg-card lg:h-[calc(100dvh-13rem)]"
          >
            {isContact && (
              <p className="border-b px-4 py-2 text-xs font-medium text-muted-foreground">
                {t('inbox.show.contactOriginal')}
              </p>
            )}
            <div className="min-h-0 flex-1 overflow-y-auto">
              <Thread
                messages={thread.messages}
                side="staff"
                labels={{
                  log: t('inbox.thread.label'),
                  you: t('inbox.thread.you'),
                  team: t('inbox.thread.team'),
                  other: visitorName,
                  sending: t('inbox.thread.sending'),
                  failed: t('inbox.show.sendFailed'),
                  byEmail: t('inbox.show.sentByEmail'),
                  empty: t('inbox.thread.empty'),
                }}
              />
            </div>
            <div className="border-t p-3">
              <TypingLine
                text={
                  thread.typing !== null
                    ? t('inbox.show.visitorTyping', { name: thread.typing || visitorName })
                    : null
                }
              />
              {conversation.blocked ? (
                <p className="text-sm text-muted-foreground">{t('inbox.show.blockedNotice')}</p>
              ) : (
                <Composer
                  label={isContact ? t('inbox.show.replyEmailLabel') : t('inbox.show.replyLabel')}
                  placeholder={t('inbox.show.replyPlaceholder')}
                  sendLabel={isContact ? t('inbox.show.sendEmail') : t('inbox.show.send')}
                  onSend={(text) => thread.send(text)}
                  onTyping={isContact ? undefined : thread.whisperTyping}
                  hint={
                    isContact
                      ? t('inbox.show.emailHint', { email: conversation.email ?? '' })
                      : conversation.email
                        ? undefined
                        : t('inbox.show.noEmailHint')
                  }
                />
              )}
            </div>
          </section>

          <aside className="grid h-fit gap-4 rounded-xl border bg-card p-4 text-sm">
            <h2 className="font-semibold">{t('inbox.show.details')}</h2>
            <dl className="grid gap-2">
              <div>
                <dt className="text-xs text-muted-foreground">{t('inbox.show.email')}</dt>
                <dd className="break-all">
                  {conversation.email ? (
                    <a
                      className="underline underline-offset-2"
                      href={`mailto:${conversation.email}`}
                    >
                      {conversation.email}
                    </a>
                  ) : (
                    t('inbox.show.noEmail')
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('inbox.show.account')}</dt>
                <dd>
                  {conversation.client
                    ? t('inbox.show.clientAccount', { name: conversation.client.name })
                    : t('inbox.show.noAccount')}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('inbox.show.language')}</dt>
                <dd>{language}</dd>
              </div>
              {conversation.startedOn && (
                <div>
                  <dt className="text-xs text-muted-foreground">{t('inbox.show.startedOn')}</dt>
                  <dd className="break-all">
                    {conversation.startedOn === '/'
                      ? t('inbox.show.homePage')
                      : conversation.startedOn}
                  </dd>
                </div>
              )}
            </dl>

            <Form
              route="inbox.update"
              routeParams={{ id: conversation.id }}
              className="grid gap-2 border-t pt-4"
            >
              <label htmlFor="assignee" className="text-xs text-muted-foreground">
                {t('inbox.show.assignee')}
              </label>
              <div className="flex gap-2">
                <NativeSelect
                  id="assignee"
                  name="assignedToId"
                  value={assignee}
                  onChange={(event) => setAssignee(event.target.value)}
                >
                  <option value="0">{t('inbox.show.nobody')}</option>
                  {team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="submit" size="sm" variant="secondary">
                  {t('inbox.show.assign')}
                </Button>
              </div>
            </Form>
            {user && conversation.assignedTo?.id !== user.id && (
              <Form route="inbox.update" routeParams={{ id: conversation.id }}>
                <input type="hidden" name="assignedToId" value={user.id} />
                <Button type="submit" size="sm" variant="outline" className="w-full">
                  <UserCheck aria-hidden />
                  {t('inbox.show.assignMe')}
                </Button>
              </Form>
            )}

            <div className="grid gap-2 border-t pt-4">
              {conversation.status === 'open'
                ? statusForm(
                    'closed',
                    isContact ? t('inbox.show.markHandled') : t('inbox.show.close'),
                    CheckCheck
                  )
                : statusForm('open', t('inbox.show.reopen'), RotateCcw)}
              {!isContact &&
                (conversation.blocked ? (
                  <Form route="inbox.unblock" routeParams={{ id: conversation.id }}>
                    <Button type="submit" size="sm" variant="outline" className="w-full">
                      {t('inbox.show.unblock')}
                    </Button>
                  </Form>
                ) : (
                  <BlockButton conversationId={conversation.id} />
                ))}
            </div>
          </aside>
        </div>
      </div>
    </>
  )
}

function BlockButton({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation()
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" className="w-full text-destructive">
          <Ban aria-hidden />
          {t('inbox.show.block')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('inbox.show.blockTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{t('inbox.show.blockDescription')}</AlertDialogDescription>
        <Form route="inbox.block" routeParams={{ id: conversationId }}>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('inbox.show.cancel')}</AlertDialogCancel>
            <AlertDialogAction asChild>
              <Button type="submit" variant="destructive">
                {t('inbox.show.block')}
              </Button>
            </AlertDialogAction>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
