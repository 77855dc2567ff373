import { useTranslation } from 'react-i18next'
import {
  AtSign,
  ClipboardCheck,
  FlaskConical,
  Handshake,
  MailPlus,
  MessageCircle,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react'
import { urlFor } from '~/client'
import { RelativeTime } from '~/components/relative_time'
import type { Clock } from '~/hooks/use_clock'
import { cn } from '~/lib/utils'
import type { NotificationKind } from '@shared/notifications'
import type { NotificationItem } from '@shared/realtime'

const ICONS: Record<NotificationKind, LucideIcon> = {
  'project.message': MessagesSquare,
  'conversation.message': MessageCircle,
  'mention': AtSign,
  'invitation': MailPlus,
  'plan.proposed': ClipboardCheck,
  'offer.answered': Handshake,
  'build.ready': FlaskConical,
}

/* The sentence and the quote of a notification, in the reader's language. */
export function useNotificationText() {
  const { t } = useTranslation()
  return (item: NotificationItem) => ({
    title: t(`common.notifications.text.${item.kind}`, {
      ...item.data,
      actor: item.data.actor ?? t('common.notifications.someone'),
      count: item.count,
    }),
    body:
      item.data.preview ??
      (item.data.answer ? t(`common.notifications.answers.${item.data.answer}`) : ''),
  })
}

/*
| One notification: a link through `/notifications/{id}`, which marks it read and goes on to the
| exact place (a message, the plan, the conversation...). A full page load, so the place's own
| anchor (`#chat-message-12`) is honoured.
*/
export function NotificationLine({ item, clock }: { item: NotificationItem; clock: Clock }) {
  const { t } = useTranslation()
  const text = useNotificationText()(item)
  const Icon = ICONS[item.kind as NotificationKind] ?? MessagesSquare
  return (
    <a
      href={urlFor('notifications.open', { id: item.id })}
      data-notification={item.kind}
      className={cn(
        'flex gap-3 rounded-md px-3 py-2.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        !item.read && 'bg-primary/5'
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('break-words', !item.read && 'font-semibold')}>{text.title}</span>
        {text.body && (
          <span className="line-clamp-2 break-words text-muted-foreground">{text.body}</span>
        )}
        <span className="text-xs text-muted-foreground">
          <RelativeTime iso={item.updatedAt} clock={clock} />
        </span>
      </span>
      {!item.read && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('common.notifications.unread')}</span>
        </span>
      )}
    </a>
  )
}
