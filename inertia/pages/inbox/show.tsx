import { useEffect, useMemo, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { urlFor } from '~/client'
import {
  ArrowLeft,
  Ban,
  CheckCheck,
  ChevronDown,
  Lock,
  MessageSquare,
  RotateCcw,
  UserCheck,
} from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
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
import { cn } from '~/lib/utils'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { Thread } from '~/features/conversations/components/thread'
import { Composer } from '~/features/conversations/components/composer'
import { ConversationStatusBadge } from '~/features/conversations/components/status_badge'
import { TypingLine } from '~/features/conversations/components/typing_line'
import { PersonAvatar } from '~/features/conversations/components/person_avatar'
import { PersonPane } from '~/features/conversations/components/person_pane'
import { useLiveThread } from '~/features/conversations/hooks/use_live_thread'
import { useInboxNotes } from '~/features/conversations/hooks/use_inbox_notes'
import { chatRequest } from '~/features/conversations/lib/api'
import { usePersonName } from '~/features/conversations/lib/person'
import type { InboxListProps } from '~/features/conversations/components/inbox_list'
import { inboxQuery } from '~/features/conversations/lib/inbox_query'
import { REPLY_COMPOSER_ID } from '~/layouts/inbox_layout'
import { ConversationLabels } from '~/features/conversations/components/conversation_labels'
import { StaffRating } from '~/features/conversations/components/staff_rating'
import { echoEvent, staffChannel } from '@shared/realtime'
import { getEcho } from '~/lib/echo'

type Props = InboxListProps & {
  conversation: Data.Conversation.Variants['toInboxDetail']
  messages: Data.ConversationMessage[]
  notes: Data.ConversationNote[]
  earlier: Data.Conversation.Variants['toEarlier'][]
  projects: Data.Project.Variants['toReference'][]
  savedReplies: Data.SavedReply[]
  team: { id: number; name: string }[]
  labels: Data.ConversationLabel[]
}

/*
| The open conversation beside the list (the inbox layout keeps the list): the thread with the
| team's internal notes among the messages, the reply box (or a note: amber, for the team
| only), one-click triage (assign to me, a teammate, close or reopen) and, from xl up, the
| person pane on the right (below the thread on smaller screens). Keyed by the conversation, so
| opening another starts from its own state.
*/
export default function InboxShow(props: Props) {
  return <Conversation key={props.conversation.id} {...props} />
}

function Conversation({
  conversation,
  messages,
  notes,
  earlier,
  projects,
  savedReplies,
  team,
  filters,
  labels,
}: Props) {
  const { t, i18n } = useTranslation()
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const nameOf = usePersonName()
  const isContact = conversation.kind === 'contact'
  const personName = nameOf(conversation)
  const [mode, setMode] = useState<'reply' | 'note'>('reply')
  const routes = useRouter()
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
  const noteThread = useInboxNotes(conversation.id, notes)
  // A colleague labelled it, or the person rated it: the details follow (the staff channel).
  useEffect(() => {
    const channel = getEcho(settings).join(staffChannel.echoName({}))
    const follow = ({ item }: { item: { id: number } }) => {
      if (item.id === conversation.id) router.reload({ only: ['conversation'] })
    }
    channel.listen(echoEvent('inbox.updated'), follow)
    return () => {
      channel.stopListening(echoEvent('inbox.updated'), follow)
    }
  }, [settings, conversation.id])
  const shown = useMemo(
    () =>
      [...thread.messages, ...noteThread.notes].sort(
        (a, b) =>
          (a.createdAt ? Date.parse(a.createdAt) : Number.POSITIVE_INFINITY) -
          (b.createdAt ? Date.parse(b.createdAt) : Number.POSITIVE_INFINITY)
      ),
    [thread.messages, noteThread.notes]
  )
  // The thread's language first in the "/" menu: a reply in the person's own language.
  const replies = useMemo(
    () =>
      [...savedReplies].sort(
        (a, b) =>
          Number(b.locale === conversation.locale) - Number(a.locale === conversation.locale)
      ),
    [savedReplies, conversation.locale]
  )
  const mine = !!user && conversation.assignedTo?.id === user.id
  const update = (data: Record<string, string | number>) =>
    routes.patch({ route: 'inbox.update', routeParams: { id: conversation.id } }, data, {
      preserveScroll: true,
    })

  // Back on the list with the same filters (a phone's way out of the conversation).
  const backQuery = inboxQuery(filters)

  return (
    <>
      <Head title={`${personName} - ${t('inbox.title')}`} />
      <div className="grid h-full xl:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-label={t('inbox.thread.conversationWith', { name: personName })}
          className="flex min-h-0 flex-col max-lg:min-h-[calc(100dvh-3.5rem)] lg:h-[calc(100dvh-3.5rem)]"
        >
          <header className="grid gap-2 border-b px-4 py-3">
            <Link
              route="inbox.index"
              qs={backQuery}
              className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground lg:hidden"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t('inbox.show.back')}
            </Link>
            <div className="flex flex-wrap items-center gap-3">
              <PersonAvatar name={personName} colour={conversation.alias.colour} />
              <div className="grid min-w-0 flex-1">
                <h2 className="truncate text-lg font-semibold tracking-tight">{personName}</h2>
                <p className="truncate text-xs text-muted-foreground">
                  {conversation.assignedTo
                    ? t('inbox.row.assignedTo', { name: conversation.assignedTo.name })
                    : t('inbox.row.unassigned')}
                </p>
              </div>
              <ConversationStatusBadge status={conversation.status} kind={conversation.kind} />
            </div>
            <ConversationLabels
              conversationId={conversation.id}
              chosen={conversation.labels}
              labels={labels}
            />
            <StaffRating conversation={conversation} />
            <div className="flex flex-wrap gap-2">
              {user && !mine && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-keyshortcuts="a"
                  onClick={() => update({ assignedToId: user.id })}
                >
                  <UserCheck aria-hidden />
                  {t('inbox.show.assignMe')}
                  <Kbd>a</Kbd>
                </Button>
              )}
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button size="sm" variant="outline">
                    {t('inbox.show.assignTo')}
                    <ChevronDown aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuLabel>{t('inbox.show.assignee')}</DropdownMenuLabel>
                  {team.map((member) => (
                    <DropdownMenuItem
                      key={member.id}
                      onSelect={() => update({ assignedToId: member.id })}
                    >
                      {member.name}
                      {member.id === conversation.assignedTo?.id && (
                        <CheckCheck aria-label={t('inbox.show.current')} className="ml-auto" />
                      )}
                    </DropdownMenuItem>
                  ))}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => update({ assignedToId: 0 })}>
                    {t('inbox.show.nobody')}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
              {conversation.status === 'open' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-keyshortcuts="e"
                  onClick={() => update({ status: 'closed' })}
                >
                  <CheckCheck aria-hidden />
                  {isContact ? t('inbox.show.markHandled') : t('inbox.show.close')}
                  <Kbd>e</Kbd>
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => update({ status: 'open' })}>
                  <RotateCcw aria-hidden />
                  {t('inbox.show.reopen')}
                </Button>
              )}
              {!isContact &&
                (conversation.blocked ? (
                  <Form route="inbox.unblock" routeParams={{ id: conversation.id }}>
                    <Button type="submit" size="sm" variant="outline">
                      {t('inbox.show.unblock')}
                    </Button>
                  </Form>
                ) : (
                  <BlockButton conversationId={conversation.id} />
                ))}
            </div>
          </header>

          {isContact && (
            <p className="border-b px-4 py-2 text-xs font-medium text-muted-foreground">
              {t('inbox.show.contactOriginal')}
            </p>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Thread
              onRetry={thread.retry}
              onDiscard={thread.discard}
              messages={shown}
              side="staff"
              labels={{
                log: t('inbox.thread.label'),
                you: t('inbox.thread.you'),
                team: t('inbox.thread.team'),
                other: personName,
                sending: t('inbox.thread.sending'),
                failed: t('inbox.show.sendFailed'),
                queued: t('inbox.thread.queued'),
                byEmail: t('inbox.show.sentByEmail'),
                empty: t('inbox.thread.empty'),
                note: t('inbox.notes.label'),
              }}
            />
          </div>
          <div
            id={REPLY_COMPOSER_ID}
            className={cn(
              'grid gap-2 border-t p-3',
              mode === 'note' && 'bg-amber-50 dark:bg-amber-950/60'
            )}
          >
            <div className="flex gap-1" role="group" aria-label={t('inbox.notes.modeLabel')}>
              <Button
                type="button"
                size="sm"
                variant={mode === 'reply' ? 'secondary' : 'ghost'}
                aria-pressed={mode === 'reply'}
                onClick={() => setMode('reply')}
              >
                <MessageSquare aria-hidden />
                {t('inbox.notes.reply')}
                <Kbd>r</Kbd>
              </Button>
              <Button
                type="button"
                size="sm"
                variant={mode === 'note' ? 'secondary' : 'ghost'}
                aria-pressed={mode === 'note'}
                onClick={() => setMode('note')}
              >
                <Lock aria-hidden />
                {t('inbox.notes.note')}
              </Button>
            </div>
            <TypingLine
              text={
                thread.typing !== null
                  ? t('inbox.show.visitorTyping', { name: thread.typing || personName })
                  : null
              }
            />
            {mode === 'note' ? (
              <Composer
                key="note"
                label={t('inbox.notes.label')}
                placeholder={t('inbox.notes.placeholder')}
                sendLabel={t('inbox.notes.add')}
                onSend={(text) => noteThread.send(text)}
                hint={t('inbox.notes.hint')}
              />
            ) : conversation.blocked ? (
              <p className="text-sm text-muted-foreground">{t('inbox.show.blockedNotice')}</p>
            ) : (
              <Composer
                key="reply"
                label={isContact ? t('inbox.show.replyEmailLabel') : t('inbox.show.replyLabel')}
                placeholder={t('inbox.show.replyPlaceholder')}
                sendLabel={isContact ? t('inbox.show.sendEmail') : t('inbox.show.send')}
                onSend={(text, files) => thread.send(text, files)}
                uploadUrl={
                  isContact ? undefined : urlFor('inbox.files.store', { id: conversation.id })
                }
                onTyping={isContact ? undefined : thread.whisperTyping}
                savedReplies={replies}
                hint={
                  isContact
                    ? t('inbox.show.emailHint', { email: conversation.email ?? '' })
                    : conversation.email
                      ? t('inbox.replies.hint')
                      : t('inbox.show.noEmailHint')
                }
              />
            )}
          </div>
        </section>

        <PersonPane
          conversation={conversation}
          name={personName}
          earlier={earlier}
          projects={projects}
          language={i18n.language}
        />
      </div>
    </>
  )
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd
      aria-hidden
      className="ml-1 hidden rounded border bg-muted px-1 font-mono text-[0.7rem] leading-4 text-muted-foreground lg:inline"
    >
      {children}
    </kbd>
  )
}

function BlockButton({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation()
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive">
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
