import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { ChevronDown, Tag } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { LabelBadge, LabelDot } from './label_badge'

type Label = Data.ConversationLabel

/*
| The conversation's labels in its header: the badges, and a menu of the team's labels where
| each is a check to put on or take off (the whole set is sent, so two quick clicks cannot
| undo each other). The list beside it and colleagues' screens follow live.
*/
export function ConversationLabels({
  conversationId,
  chosen,
  labels,
}: {
  conversationId: number
  chosen: Label[]
  labels: Label[]
}) {
  const { t } = useTranslation()
  const routes = useRouter()
  const ids = new Set(chosen.map((label) => label.id))

  function toggle(id: number, on: boolean) {
    const next = new Set(ids)
    if (on) next.add(id)
    else next.delete(id)
    routes.put(
      { route: 'inbox.conversation_labels.update', routeParams: { id: conversationId } },
      { labelIds: [...next] },
      { preserveScroll: true, preserveState: true }
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {chosen.length > 0 && (
        <ul className="contents" aria-label={t('inbox.labels.onConversation')}>
          {chosen.map((label) => (
            <li key={label.id}>
              <LabelBadge label={label} />
            </li>
          ))}
        </ul>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost" className="h-7 px-2 text-xs">
            <Tag aria-hidden />
            {t('inbox.labels.choose')}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
          <DropdownMenuLabel>{t('inbox.labels.title')}</DropdownMenuLabel>
          {labels.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('inbox.labels.none')}</p>
          )}
          {labels.map((label) => (
            <DropdownMenuCheckboxItem
              key={label.id}
              checked={ids.has(label.id)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) => toggle(label.id, on === true)}
            >
              <LabelDot colour={label.colour} />
              {label.name}
            </DropdownMenuCheckboxItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link route="inbox.labels.index">{t('inbox.labels.manage')}</Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
