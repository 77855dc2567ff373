import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import type { RealtimeSettings } from '~/lib/echo'
import { cn } from '~/lib/utils'
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
}

type Loaded = {
  conversation: Data.Conversation
  messages: Data.ConversationMessage[]
  teamOnline: boolean
}

/*
| The visitor's chat panel (code-split: loaded by ChatLauncher on first use). It finds the
| conversation this browser holds (the HttpOnly cookie), says whether the team is online, lets
| the visitor write at once (name and e-mail optional, asked for with the reason), shows
| "Sending...", the team's typing and names, and tells the server what was seen so those
| replies are not e-mailed.
*/
export function VisitorPanel({ onClose, signedIn, realtime }: VisitorPanelProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [teamOnline, setTeamOnline] = useState<boolean | null>(null)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const status = await chatRequest<{
          data: { teamOnline: boolean; hasConversation: boolean }
        }>(urlFor('consulting.status'))
        if (cancelled) return
        setTeamOnline(status.body?.data.teamOnline ?? false)
        if (status.body?.data.hasConversation) {
          const found = await chatRequest<{ data: Loaded }>(urlFor('consulting.show'))
          if (cancelled) return
          if (found.status === 200 && found.body) setLoaded(found.body.data)
        }
        setState('ready')
      } catch {
        if (!cancelled) setState('error')
      }
    })()
    // Whether someone is online changes while the panel is open: asked again every half minute.
    const timer = setInterval(async () => {
      const status = await chatRequest<{ data: { teamOnline: boolean } }>(
        urlFor('consulting.status')
      ).catch(() => null)
      if (!cancelled && status?.body) setTeamOnline(status.body.data.teamOnline)
    }, 30_000)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [])

  return (
    <PanelFrame onClose={onClose} teamOnline={teamOnline}>
      {signedIn ? (
        <SignedInNotice />
      ) : state === 'ready' ? (
        <ChatBody loaded={loaded} settings={realtime} onTeamActive={() => setTeamOnline(true)} />
      ) : (
        <Placeholder error={state === 'error'} />
      )}
    </PanelFrame>
  )
}

function PanelFrame({
  children,
  onClose,
  teamOnline,
}: {
  children: React.ReactNode
  onClose: () => void
  teamOnline: boolean | null
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('textarea, input, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl border bg-background shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[36rem] sm:w-[24rem]"
    >
      <header className="flex items-start gap-3 border-b bg-primary px-4 py-3 text-primary-foreground">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('consulting.title')}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs opacity-90" aria-live="polite">
            {teamOnline !== null && (
              <>
                <span
                  aria-hidden
                  className={cn(
                    'size-2 shrink-0 rounded-full',
                    teamOnline ? 'bg-emerald-300' : 'bg-amber-300'
                  )}
                />
                {teamOnline ? t('consulting.online') : t('consulting.offline')}
              </>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={t('consulting.close')}
          className="-mr-2 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
        >
          <X aria-hidden />
        </Button>
      </header>
      {children}
    </div>
  )
}

function Placeholder({ error }: { error: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
      {error ? (
        t('consulting.loadError')
      ) : (
        <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" />
      )}
    </div>
  )
}

function SignedInNotice() {
  const { t } = useTranslation()
  return (
    <div className="grid flex-1 content-center justify-items-center gap-4 p-6 text-center text-sm">
      <p>{t('consulting.signedIn')}</p>
      <Button asChild>
        <a href={urlFor('dashboard')}>{t('consulting.toDashboard')}</a>
      </Button>
    </div>
  )
}

function ChatBody({
  loaded,
  settings,
  onTeamActive,
}: {
  loaded: Loaded | null
  settings: RealtimeSettings
  onTeamActive: () => void
}) {
  const { t } = useTranslation()
  const [conversation, setConversation] = useState<Data.Conversation | null>(
    loaded?.conversation ?? null
  )
  const [closed, setClosed] = useState(loaded?.conversation.status === 'closed')
  const [blocked, setBlocked] = useState(false)
  const [name, setName] = useState(loaded?.conversation.name ?? '')
  const [email, setEmail] = useState(loaded?.conversation.email ?? '')
  const [detailsNote, setDetailsNote] = useState<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const nameId = useId()
  const emailId = useId()

  const thread = useLiveThread({
    conversationId: conversation?.id ?? null,
    initial: loaded?.messages ?? [],
    settings,
    sender: 'visitor',
    name: name || null,
    messagesUrl: urlFor('consulting.messages'),
    postUrl: urlFor('consulting.store'),
    extraBody: () => ({
      ...(conversation ? {} : { page: window.location.pathname.slice(0, 300) }),
      ...(name.trim() && !conversation ? { name: name.trim() } : {}),
      ...(email.trim() && !conversation ? { email: email.trim() } : {}),
      website: honeypot.current?.value ?? '',
    }),
    onPosted: (body: { conversation?: Data.Conversation }) => {
      if (body.conversation) setConversation(body.conversation)
      setClosed(false)
    },
    onState: (state) => {
      setClosed(state.status === 'closed')
      setBlocked(state.blocked)
    },
    onDelivered: (lastId) => {
      void chatRequest(urlFor('consulting.read'), { method: 'POST', body: { lastId } })
    },
  })

  // Someone from the team typing or answering right now is online, whatever the last poll said.
  const initialCount = useRef(thread.messages.length)
  const liveReply =
    thread.messages.length > initialCount.current && thread.messages.at(-1)?.sender === 'staff'
  useEffect(() => {
    if (thread.typing !== null || liveReply) onTeamActive()
  }, [thread.typing, liveReply, onTeamActive])

  async function saveDetails() {
    if (!conversation) {
      setDetailsNote(t('consulting.detailsSaved'))
      return
    }
    const { status, body } = await chatRequest(urlFor('consulting.update'), {
      method: 'PATCH',
      body: { name: name.trim(), email: email.trim() },
    })
    setDetailsNote(status === 200 ? t('consulting.detailsSaved') : (errorMessage(body) ?? ''))
  }

  if (blocked) {
    return (
      <p className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
        {t('consulting.blocked')}
      </p>
    )
  }

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <Thread
          compact
          messages={thread.messages}
          side="visitor"
          labels={{
            log: t('consulting.conversation'),
            you: t('consulting.you'),
            team: t('consulting.team'),
            other: t('consulting.you'),
            sending: t('consulting.sending'),
            failed: t('consulting.failed'),
            empty: t('consulting.intro'),
          }}
        />
      </div>
      <div className="grid gap-2 border-t p-3">
        <details className="group rounded-lg border bg-muted/40 text-sm">
          <summary className="cursor-pointer list-none px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
            {t('consulting.detailsTitle')}
            <span className="block text-xs font-normal text-muted-foreground">
              {t('consulting.detailsReason')}
            </span>
          </summary>
          <div className="grid gap-2 px-3 pb-3">
            <label htmlFor={nameId} className="text-xs font-medium">
              {t('consulting.name')}
            </label>
            <Input
              id={nameId}
              value={name}
              maxLength={100}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
            />
            <label htmlFor={emailId} className="text-xs font-medium">
              {t('consulting.email')}
            </label>
            <Input
              id={emailId}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="button" size="sm" variant="secondary" onClick={() => void saveDetails()}>
              {t('consulting.saveDetails')}
            </Button>
            {detailsNote && (
              <p className="text-xs text-muted-foreground" role="status">
                {detailsNote}
              </p>
            )}
          </div>
        </details>
        {closed && <p className="text-xs text-muted-foreground">{t('consulting.closedNotice')}</p>}
        <TypingLine
          text={
            thread.typing !== null
              ? t('consulting.teamTyping', { name: thread.typing || t('consulting.team') })
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
          label={t('consulting.messageLabel')}
          placeholder={t('consulting.placeholder')}
          sendLabel={t('consulting.send')}
          onSend={(text) => thread.send(text)}
          onTyping={thread.whisperTyping}
        />
        <p className="text-[11px] text-muted-foreground">
          {t('consulting.privacy')}{' '}
          <a href={urlFor('privacy')} className="underline underline-offset-2">
            {t('consulting.privacyLink')}
          </a>
        </p>
      </div>
    </>
  )
}
