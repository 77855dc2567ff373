import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'
import type { Mentionable } from '../lib/mentions'

export const MENTION_LIST_ID = 'chat-mention-list'
export const mentionOptionId = (id: number) => `chat-mention-${id}`

/*
| The members offered while an @ is being typed: a listbox the text area drives (its
| aria-activedescendant names the highlighted one); a click picks one too.
*/
export function MentionList({
  members,
  active,
  onPick,
}: {
  members: Mentionable[]
  active: number
  onPick: (member: Mentionable) => void
}) {
  const { t } = useTranslation()
  return (
    <ul
      id={MENTION_LIST_ID}
      role="listbox"
      aria-label={t('chat.mentions.label')}
      className="absolute bottom-full left-0 z-20 mb-1 grid max-h-56 w-full max-w-xs gap-0.5 overflow-y-auto rounded-md border bg-card p-1 text-sm shadow-md"
    >
      {members.map((member, index) => (
        <li
          key={member.id}
          id={mentionOptionId(member.id)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the text area (a mousedown would move it to the list).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(member)}
          className={cn(
            'cursor-pointer truncate rounded-sm px-2 py-1.5',
            index === active && 'bg-accent text-accent-foreground'
          )}
        >
          {member.name}
        </li>
      ))}
    </ul>
  )
}
