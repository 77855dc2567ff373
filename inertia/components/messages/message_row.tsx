import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { AlertCircle, CloudOff, Loader2, MoreHorizontal, RotateCcw, X } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { useTranslation } from 'react-i18next'
import { formatMessageFull, formatMessageTime } from '~/lib/format'
import type { Clock } from '~/hooks/use_clock'
import { cn } from '~/lib/utils'

/* How long a finger rests on a message before its actions open (as on phones' own apps). */
export const LONG_PRESS_MS = 500
/* A finger that moves further than this is scrolling, not pressing. */
const LONG_PRESS_SLOP_PX = 10

export type MessageAction = {
  key: string
  label: string
  icon: LucideIcon
  onSelect: () => void
  destructive?: boolean
}

/* Up to two letters for an avatar. */
export function initials(name: string) {
  const parts = name.trim().split(/\s+/u).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)!] : parts
  return letters
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase()
}

/* A small mark beside an author's name: their role in a project, or "Team". */
export function AuthorMark({
  label,
  tone = 'plain',
}: {
  label: ReactNode
  tone?: 'team' | 'strong' | 'plain' | 'dashed'
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-1.5 py-0 text-[0.6875rem] leading-5 font-medium whitespace-nowrap',
        tone === 'team' && 'border-primary/30 bg-primary/10 text-primary',
        tone === 'strong' && 'border-border bg-secondary text-secondary-foreground',
        tone === 'plain' && 'border-border text-muted-foreground',
        tone === 'dashed' && 'border-dashed border-border text-muted-foreground'
      )}
    >
      {label}
    </span>
  )
}

/* A time in a conversation: "7:22 PM" / "19:22", the whole moment as its tooltip. */
export function MessageTime({
  iso,
  clock,
  className,
}: {
  iso: string
  clock: Clock
  className?: string
}) {
  const { i18n } = useTranslation()
  return (
    <time
      dateTime={iso}
      title={formatMessageFull(iso, i18n.language, clock.timeZone)}
      className={className}
      suppressHydrationWarning
    >
      {formatMessageTime(iso, i18n.language, clock.timeZone)}
    </time>
  )
}

type RowProps = Omit<ComponentProps<'li'>, 'children'> & {
  name: string
  /* Read after the name by screen readers on the reader's own messages ("you"). */
  youLabel?: string
  mark?: ReactNode
  avatar: { text: string; team: boolean }
  createdAt: string | null
  clock: Clock
  /* Follows the same author's message closely: the header is only for screen readers. */
  grouped: boolean
  highlighted?: boolean
  mentionsYou?: boolean
  /* An internal note: its label, and the note's amber tone. */
  note?: ReactNode
  /* "(edited)" when the message was edited. */
  edited?: string | null
  /* Sending, not sent (with Retry), waiting for the connection: see MessageStatus. */
  status?: ReactNode
  actions?: MessageAction[]
  actionsLabel?: string
  children: ReactNode
}

/*
| One message, the same in every conversation: an avatar, a header on one line (name, mark,
| time; truncated rather than wrapped on phones), the body, "(edited)", a status while it is
| being sent. Its actions are one "⋯" menu that appears on hover or keyboard focus; on a touch
| screen a long press on the message opens the same menu (44 px targets there).
*/
export function MessageRow({
  name,
  youLabel,
  mark,
  avatar,
  createdAt,
  clock,
  grouped,
  highlighted = false,
  mentionsYou = false,
  note,
  edited,
  status,
  actions = [],
  actionsLabel,
  children,
  className,
  ...item
}: RowProps) {
  const nameId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const press = useRef<{ x: number; y: number; timer: number } | null>(null)
  const pressed = useRef(false)
  const hasActions = actions.length > 0
  const cancelPress = () => {
    if (press.current) window.clearTimeout(press.current.timer)
    press.current = null
  }
  useEffect(() => cancelPress, [])

  return (
    <li
      tabIndex={-1}
      aria-labelledby={nameId}
      {...item}
      onPointerDown={(event) => {
        if (!hasActions || event.pointerType === 'mouse') return
        if ((event.target as Element).closest('a, button, input, textarea, [role="menu"]')) return
        cancelPress()
        pressed.current = false
        const { clientX: x, clientY: y } = event
        press.current = {
          x,
          y,
          timer: window.setTimeout(() => {
            press.current = null
            pressed.current = true
            setMenuOpen(true)
          }, LONG_PRESS_MS),
        }
      }}
      onPointerMove={(event) => {
        const start = press.current
        if (!start) return
        if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_SLOP_PX)
          cancelPress()
      }}
      onPointerUp={cancelPress}
      onPointerCancel={cancelPress}
      onPointerLeave={cancelPress}
      onContextMenu={(event) => {
        // The phone's own long-press menu (copy, select) would cover ours.
        if (pressed.current || press.current) event.preventDefault()
      }}
      className={cn(
        'group relative flex gap-3 rounded-lg px-3 outline-none transition-colors focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none',
        grouped ? 'py-0.5' : 'pt-2.5 pb-0.5',
        note
          ? 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
          : highlighted
            ? 'bg-primary/10'
            : 'hover:bg-muted/50 focus-within:bg-muted/50',
        mentionsYou && !highlighted && 'border-s-2 border-primary bg-primary/5',
        className
      )}
    >
      <div className="w-9 shrink-0">
        {grouped ? (
          createdAt && (
            <MessageTime
              iso={createdAt}
              clock={clock}
              className="hidden pt-1 text-center text-[0.625rem] leading-4 text-muted-foreground opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 sm:block"
            />
          )
        ) : (
          <span
            aria-hidden
            className={cn(
              'flex size-9 items-center justify-center rounded-full text-xs font-semibold',
              avatar.team
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground'
            )}
          >
            {avatar.text}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div
          data-message-header
          className={cn(
            'flex min-w-0 items-baseline gap-x-2 whitespace-nowrap',
            hasActions && 'pe-11 sm:pe-8',
            grouped && 'sr-only'
          )}
        >
          <span id={nameId} className="min-w-0 truncate text-sm font-semibold">
            {name}
            {youLabel && <span className="sr-only"> ({youLabel})</span>}
          </span>
          {mark}
          {note && (
            <span className="shrink-0 text-xs font-semibold text-amber-800 dark:text-amber-200">
              {note}
            </span>
          )}
          {createdAt && (
            <MessageTime
              iso={createdAt}
              clock={clock}
              className="shrink-0 text-xs text-muted-foreground"
            />
          )}
        </div>
        {children}
        {edited && <span className="text-xs text-muted-foreground">({edited})</span>}
        {status}
      </div>

      {hasActions && (
        <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              data-message-actions
              className={cn(
                'absolute top-0.5 right-1 size-11 rounded-full bg-background/90 shadow-sm sm:top-1 sm:right-2 sm:size-7',
                'pointer-events-none opacity-0 transition-opacity group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100 data-[state=open]:pointer-events-auto data-[state=open]:opacity-100 motion-reduce:transition-none'
              )}
              aria-label={actionsLabel}
              title={actionsLabel}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((action) => (
              <DropdownMenuItem
                key={action.key}
                className={cn(
                  'min-h-11 sm:min-h-0',
                  action.destructive && 'text-destructive data-[highlighted]:text-destructive'
                )}
                onSelect={action.onSelect}
              >
                <action.icon aria-hidden />
                {action.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  )
}

/*
| What is happening to a message the server has not confirmed: "Sending...", waiting for the
| connection (goes by itself; Discard), or not sent with the reason, Retry (the same key, so
| never twice) and Discard.
*/
export function MessageStatus({
  state,
  labels,
  error,
  onRetry,
  onDiscard,
}: {
  state: 'sending' | 'failed' | 'queued'
  labels: { sending: string; failed: string; queued: string; retry: string; discard: string }
  error?: string | null
  onRetry?: () => void
  onDiscard?: () => void
}) {
  const discard = onDiscard && (
    <Button size="sm" variant="ghost" className="h-11 sm:h-7" onClick={onDiscard}>
      <X aria-hidden />
      {labels.discard}
    </Button>
  )
  if (state === 'failed') {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" role="alert">
        <span className="inline-flex w-full items-center gap-1 font-medium text-destructive">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden />
          {labels.failed} {error}
        </span>
        {onRetry && (
          <Button size="sm" variant="outline" className="h-11 sm:h-7" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {labels.retry}
          </Button>
        )}
        {discard}
      </div>
    )
  }
  if (state === 'queued') {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" role="status">
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <CloudOff className="size-3.5 shrink-0" aria-hidden />
          {labels.queued}
        </span>
        {discard}
      </div>
    )
  }
  return (
    <p
      className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground"
      role="status"
    >
      <Loader2 className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
      {labels.sending}
    </p>
  )
}
