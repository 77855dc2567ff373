import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { Star } from 'lucide-react'
import type { Data } from '@generated/data'
import { Switch } from '~/components/ui/switch'
import { cn } from '~/lib/utils'

type Detail = Data.Conversation.Variants['toInboxDetail']

/* Five stars as a picture of a score; the words beside them say it for everyone. */
export function Stars({ score, className }: { score: number; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex', className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={cn(
            'size-3.5',
            value <= score
              ? 'fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400'
              : 'text-muted-foreground/50'
          )}
        />
      ))}
    </span>
  )
}

/*
| The person's rating as the team sees it, and the switch that stops asking for one in this
| thread (a chat only: a contact message is answered by e-mail).
*/
export function StaffRating({ conversation }: { conversation: Detail }) {
  const { t } = useTranslation()
  const routes = useRouter()
  if (conversation.kind !== 'chat') return null
  const rating = conversation.rating
  const switchId = `rating-enabled-${conversation.id}`
  return (
    <section
      aria-label={t('inbox.rating.title')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {rating ? (
        <p className="flex min-w-0 items-center gap-1.5 text-foreground">
          <Stars score={rating.score} />
          <span className="font-medium">{t('inbox.rating.score', { score: rating.score })}</span>
          {rating.comment && <span className="truncate italic">“{rating.comment}”</span>}
        </p>
      ) : (
        <p>
          {conversation.status === 'closed' && conversation.ratingEnabled
            ? t('inbox.rating.awaiting')
            : t('inbox.rating.none')}
        </p>
      )}
      <span className="flex items-center gap-1">
        <Switch
          id={switchId}
          checked={conversation.ratingEnabled}
          onCheckedChange={(on) =>
            routes.patch(
              { route: 'inbox.update', routeParams: { id: conversation.id } },
              { ratingEnabled: on },
              { preserveScroll: true }
            )
          }
        />
        <label htmlFor={switchId}>{t('inbox.rating.ask')}</label>
      </span>
    </section>
  )
}
