import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Mail, RotateCw, X } from 'lucide-react'
import { availabilityWords, isOpenAt, nextOpening, type Availability } from '@shared/availability'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import type { RealtimeSettings } from '~/lib/echo'
import { cn } from '~/lib/utils'
import { RatingPrompt } from './rating_prompt'
import { chatRequest, errorMessage } from '../lib/api'
import { useLiveThread } from '../hooks/use_live_thread'
import { Thread } from './thread'
import { Composer } from './composer'
import { TypingLine } from './typing_line'

/*
| The panel runs in its own React root (mount_chat.tsx), on public pages that are not hydrated
| as well as inside the app, so it takes what it needs as props rather than from Inertia.
*/
export type VisitorPanelProps = {
  onClose: () => void
  signedIn: boolean
  realtime: RealtimeSettings
  /* The conversation shown (found or just started): the closed panel watches it for replies. */
  onConversation?: (id: number) => void
}

type Loaded = {
  conversation: Data.Conversation
  messages: Data.ConversationMessage[]
  teamOnline: boolean
}

type TeamMember = { name: string; initials: string }

type Status = {
  teamOnline: boolean
  hasConversation: boolean
  team: TeamMember[]
  availability: Availability
}

/*
| The chat panel (code-split: loaded by ChatLauncher on first use), Intercom-like: full screen
| on phones, a card in the corner from 640 px. Its header shows who answers (initials of the
| team), one greeting and one line on when they reply (someone online now; else the team's hours
| from config/availability.ts, or when they are back). It finds the conversation this browser
| holds (the HttpOnly cookie) or, for a signed-in client, their own, lets them write at once,
| offers to send the answer by e-mail after the first message, shows "Sending...", the team's
| typing and names, and tells the server what was seen so those replies are not e-mailed.
*/
export function VisitorPanel({ onClose, signedIn, realtime, onConversation }: VisitorPanelProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [status, setStatus] = useState<Status | null>(null)
  const [teamOnline, setTeamOnline] = useState<boolean | null>(null)

  useEffect(() => {
    let cancelled = false
    setState('loading')
    void (async () => {
      try {
        const answer = await chatRequest<{ data: Status }>(urlFor('chat_panel.status'))
        if (!answer.body || answer.status !== 200) throw new Error('status')
        if (cancelled) return
        setStatus(answer.body.data)
        setTeamOnline(answer.body.data.teamOnline)
        if (answer.body.data.hasConversation) {
          const found = await chatRequest<{ data: Loaded }>(urlFor('chat_panel.show'))
          if (cancelled) return
          if (found.status === 200 && found.body) setLoaded(found.body.data)
          else if (found.status !== 404) throw new Error('history')
        }
        if (!cancelled) setState('ready')
      } catch {
        if (!cancelled) setState('error')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [attempt])

  useEffect(() => {
    // Whether someone is online changes while the panel is open: asked again every half minute.
    const timer = setInterval(async () => {
      const answer = await chatRequest<{ data: { teamOnline: boolean } }>(
        urlFor('chat_panel.status')
      ).catch(() => null)
      if (answer?.body) setTeamOnline(answer.body.data.teamOnline)
    }, 30_000)
    return () => clearInterval(timer)
  }, [])

  return (
    <PanelFrame onClose={onClose} teamOnline={teamOnline} status={status}>
      {state === 'ready' ? (
        <ChatBody
          loaded={loaded}
          signedIn={signedIn}
          settings={realtime}
          onTeamActive={() => setTeamOnline(true)}
          onConversation={onConversation}
        />
      ) : (
        <Placeholder error={state === 'error'} onRetry={() => setAttempt((count) => count + 1)} />
      )}
    </PanelFrame>
  )
}

function PanelFrame({
  children,
  onClose,
  teamOnline,
  status,
}: {
  children: React.ReactNode
  onClose: () => void
  teamOnline: boolean | null
  status: Status | null
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-panel-close]')?.focus()
    // Escape closes the panel only, not a menu open under it: heard first (capture on window).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose()
    }
    window.addEventListener('keydown', onKey, true)
    // Full screen on a phone: the page behind does not scroll under the visitor's finger.
    const phone = window.matchMedia('(max-width: 639.98px)').matches
    const root = document.documentElement
    const overflow = root.style.overflow
    if (phone) root.style.overflow = 'hidden'
    return () => {
      window.removeEventListener('keydown', onKey, true)
      root.style.overflow = overflow
    }
  }, [onClose])

  const availability = status?.availability
  const words = availability ? availabilityWords(availability, i18n.language) : null
  const replyLine =
    teamOnline === null || !availability || !words
      ? null
      : teamOnline
        ? t('chat_panel.online')
        : isOpenAt(availability)
          ? t('common.availability.replyTime', words)
          : t('common.availability.away', { ...words, when: nextOpening(availability) })

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      data-chat-panel
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-background sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(38rem,calc(100dvh-3rem))] sm:w-[24rem] sm:rounded-2xl sm:border sm:shadow-2xl"
    >
      <header className="bg-primary px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-4 text-primary-foreground">
        <div className="flex items-center gap-3">
          <TeamFaces team={status?.team ?? []} />
          <h2 id={titleId} className="min-w-0 flex-1 truncate font-semibold">
            {t('chat_panel.title')}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            onClick={onClose}
            data-panel-close
            aria-label={t('chat_panel.close')}
            className="-mr-2 size-11 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
          >
            <X aria-hidden className="size-5" />
          </Button>
        </div>
        <p className="mt-3 text-sm leading-snug">{t('chat_panel.greeting')}</p>
        <p
          className="mt-1.5 flex min-h-5 items-start gap-1.5 text-xs opacity-95"
          aria-live="polite"
        >
          {replyLine && (
            <>
              <span
                aria-hidden
                className={cn(
                  'mt-1 size-2 shrink-0 rounded-full',
                  teamOnline ? 'bg-emerald-300' : 'bg-amber-300'
                )}
              />
              {replyLine}
            </>
          )}
        </p>
      </header>
      {children}
    </div>
  )
}

/* Who answers: up to three of the team, as initials (their first names for screen readers). */
function TeamFaces({ team }: { team: TeamMember[] }) {
  const { t } = useTranslation()
  if (team.length === 0) return null
  return (
    <ul
      className="flex shrink-0 -space-x-2"
      aria-label={t('chat_panel.teamFaces', {
        names: team.map((member) => member.name).join(', '),
      })}
    >
      {team.map((member, index) => (
        <li
          key={`${member.initials}-${index}`}
          title={member.name}
          className="inline-flex size-9 items-center justify-center rounded-full border-2 border-primary bg-primary-foreground text-xs font-semibold text-primary"
        >
          <span aria-hidden>{member.initials}</span>
        </li>
      ))}
    </ul>
  )
}

function Placeholder({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
      {error ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <p>{t('chat_panel.loadError')}</p>
          <Button type="button" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden />
            {t('chat_panel.retry')}
          </Button>
        </div>
      ) : (
        <span
          role="status"
          aria-label={t('chat_panel.loading')}
          className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent"
        />
      )}
    </div>
  )
}

function ChatBody({
  loaded,
  signedIn,
  settings,
  onTeamActive,
  onConversation,
}: {
  loaded: Loaded | null
  signedIn: boolean
  settings: RealtimeSettings
  onTeamActive: () => void
  onConversation?: (id: number) => void
}) {
  const { t } = useTranslation()
  const [conversation, setConversation] = useState<Data.Conversation | null>(
    loaded?.conversation ?? null
  )
  const [closed, setClosed] = useState(loaded?.conversation.status === 'closed')
  const [ratingOffered, setRatingOffered] = useState(loaded?.conversation.ratingOffered ?? false)
  const [blocked, setBlocked] = useState(false)
  // Blocked, or carried into an account: the socket server closed this browser's hold on it.
  const [accessEnded, setAccessEnded] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const body = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (conversation) onConversation?.(conversation.id)
  }, [conversation, onConversation])

  // From 640 px the message field takes the focus; on a phone that would raise the keyboard
  // over the greeting before the visitor chose to write.
  useEffect(() => {
    if (window.matchMedia('(min-width: 640px)').matches) {
      body.current?.querySelector<HTMLElement>('textarea')?.focus()
    }
  }, [])

  const thread = useLiveThread({
    conversationId: conversation?.id ?? null,
    initial: loaded?.messages ?? [],
    settings,
    sender: 'visitor',
    name: null,
    messagesUrl: urlFor('chat_panel.messages'),
    postUrl: urlFor('chat_panel.store'),
    extraBody: () => ({
      ...(conversation ? {} : { page: window.location.pathname.slice(0, 300) }),
      website: honeypot.current?.value ?? '',
    }),
    onPosted: (answer: { conversation?: Data.Conversation }) => {
      if (answer.conversation) setConversation(answer.conversation)
      setClosed(false)
      setRatingOffered(false)
    },
    onState: (state) => {
      setClosed(state.status === 'closed')
      setBlocked(state.blocked)
      setRatingOffered(state.ratingOffered)
    },
    onAccessEnded: () => setAccessEnded(true),
    onDelivered: (lastId) => {
      void chatRequest(urlFor('chat_panel.read'), { method: 'POST', body: { lastId } })
    },
  })

  // Opening the panel shows the stored messages: the replies among them need no e-mail either.
  const initialNewest = useRef(
    Math.max(0, ...(loaded?.messages ?? []).map((message) => message.id))
  )
  useEffect(() => {
    if (initialNewest.current === 0) return
    void chatRequest(urlFor('chat_panel.read'), {
      method: 'POST',
      body: { lastId: initialNewest.current },
    })
  }, [])

  // Someone from the team typing or answering right now is online, whatever the last poll said.
  const initialCount = useRef(thread.messages.length)
  const liveReply =
    thread.messages.length > initialCount.current && thread.messages.at(-1)?.sender === 'staff'
  useEffect(() => {
    if (thread.typing !== null || liveReply) onTeamActive()
  }, [thread.typing, liveReply, onTeamActive])

  if (blocked || accessEnded) {
    return (
      <p
        role="status"
        className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground"
      >
        {t(blocked ? 'chat_panel.blocked' : 'chat_panel.accessEnded')}
      </p>
    )
  }

  // After the visitor's first stored message, the offer to get the answer by e-mail (a signed-in
  // client is mailed at their account's address anyway).
  const wrote = thread.messages.some((message) => message.sender === 'visitor' && message.id)
  return (
    <div ref={body} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        <Thread
          onRetry={thread.retry}
          onDiscard={thread.discard}
          compact
          messages={thread.messages}
          side="visitor"
          labels={{
            log: t('chat_panel.conversation'),
            you: t('chat_panel.you'),
            team: t('chat_panel.team'),
            other: t('chat_panel.you'),
            sending: t('chat_panel.sending'),
            failed: t('chat_panel.failed'),
            queued: t('chat_panel.queued'),
            empty: t('chat_panel.intro'),
          }}
        />
        {!signedIn && wrote && conversation && (
          <EmailCard conversation={conversation} onSaved={setConversation} />
        )}
        {closed && ratingOffered && conversation && (
          <RatingPrompt
            compact
            url={urlFor('chat_panel.rating')}
            initial={conversation.rating}
            initialComment={conversation.ratingComment}
          />
        )}
      </div>
      <div className="grid gap-2 border-t p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {closed && <p className="text-xs text-muted-foreground">{t('chat_panel.closedNotice')}</p>}
        <TypingLine
          text={
            thread.typing !== null
              ? t('chat_panel.teamTyping', { name: thread.typing || t('chat_panel.team') })
              : null
          }
        />
        <input
          ref={honeypot}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden
          className="absolute -left-[9999px] size-px opacity-0"
        />
        <Composer
          compact
          label={t('chat_panel.messageLabel')}
          placeholder={t('chat_panel.placeholder')}
          sendLabel={t('chat_panel.send')}
          onSend={(text, files) => thread.send(text, files)}
          onTyping={thread.whisperTyping}
          // Files go into the conversation this browser holds: there is one after the first message.
          uploadUrl={conversation ? urlFor('chat_panel.files.store') : undefined}
        />
        <p className="text-[11px] text-muted-foreground">
          {t('chat_panel.privacy')}{' '}
          <a href={urlFor('privacy')} className="underline underline-offset-2">
            {t('chat_panel.privacyLink')}
          </a>
        </p>
      </div>
    </div>
  )
}

/*
| "Get the answer by e-mail", in the message list after the first message (Intercom's and
| Chatwoot's e-mail capture): one field, saved into the conversation (PATCH chat_panel.update),
| the server's translated message beside the field when refused; once saved it says where the
| answers go, with a way to change it.
*/
function EmailCard({
  conversation,
  onSaved,
}: {
  conversation: Data.Conversation
  onSaved: (conversation: Data.Conversation) => void
}) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(!conversation.email)
  const [email, setEmail] = useState(conversation.email ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const fieldId = useId()
  const errorId = useId()
  const titleId = useId()

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!email.trim()) {
      setError(t('chat_panel.emailRequired'))
      return
    }
    setSaving(true)
    const { status, body } = await chatRequest<{ data: Data.Conversation }>(
      urlFor('chat_panel.update'),
      { method: 'PATCH', body: { email: email.trim() } }
    ).catch(() => ({ status: 0, body: null }))
    setSaving(false)
    if (status === 200 && body) {
      onSaved(body.data)
      setError(null)
      setEditing(false)
    } else {
      setError(errorMessage(body) ?? t('chat_panel.emailFailed'))
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="mx-3 mb-3 rounded-xl border bg-muted/50 p-3 text-sm"
      data-email-card
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <Mail aria-hidden className="size-4 text-primary" />
        {t('chat_panel.emailTitle')}
      </h3>
      {editing ? (
        <form className="mt-2 grid gap-2" onSubmit={save} noValidate>
          <p className="text-xs text-muted-foreground">{t('chat_panel.emailReason')}</p>
          <label htmlFor={fieldId} className="text-xs font-medium">
            {t('chat_panel.email')}
          </label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              inputMode="email"
              placeholder={t('chat_panel.emailPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value)
                setError(null)
              }}
              className="h-11 min-w-0 flex-1 bg-background sm:h-9"
            />
            <Button type="submit" disabled={saving} className="h-11 sm:h-9">
              {t('chat_panel.notifyMe')}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
        </form>
      ) : (
        <div className="mt-1 grid gap-1" role="status">
          <p>{t('chat_panel.emailSaved', { email: conversation.email ?? email })}</p>
          <Button
            type="button"
            variant="link"
            className="h-auto justify-self-start p-0 text-xs"
            onClick={() => setEditing(true)}
          >
            {t('chat_panel.emailChange')}
          </Button>
        </div>
      )}
    </section>
  )
}
