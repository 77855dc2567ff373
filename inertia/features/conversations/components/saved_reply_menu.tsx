import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

export type SavedReplyOption = { id: number; title: string; text: string; locale: string }

/* The "/word" being typed just before the caret, if any. */
function slashToken(text: string, caret: number) {
  const match = /(^|\s)\/([^\s/]{0,40})$/.exec(text.slice(0, caret))
  return match ? { start: caret - match[2].length - 1, query: match[2].toLocaleLowerCase() } : null
}

/*
| Saved replies in the composer: typing "/" (at the start or after a space) opens a menu of them,
| narrowed by what follows ("/pri" finds "Prices"); arrows move, Enter or Tab puts the chosen
| text in place of "/pri", Escape closes it. The textarea keeps the focus throughout (the
| menu is its `aria-activedescendant`), so typing never stops.
*/
export function useSavedReplyMenu(options: SavedReplyOption[], menuId: string) {
  const [token, setToken] = useState<{ start: number; query: string } | null>(null)
  const [active, setActive] = useState(0)
  const matches = token
    ? options
        .filter(
          (option) =>
            option.title.toLocaleLowerCase().includes(token.query) ||
            option.text.toLocaleLowerCase().includes(token.query)
        )
        .slice(0, 8)
    : []
  const open = options.length > 0 && token !== null

  function track(text: string, caret: number) {
    const next = slashToken(text, caret)
    setToken(next)
    if (next?.query !== token?.query) setActive(0)
  }

  /* Puts the chosen reply in place of the "/word"; answers the new text and caret. */
  function insert(text: string, caret: number, option: SavedReplyOption) {
    if (!token) return null
    const before = text.slice(0, token.start)
    const after = text.slice(caret)
    setToken(null)
    return { text: before + option.text + after, caret: before.length + option.text.length }
  }

  /* Keys the open menu takes; answers the chosen option on Enter/Tab. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): SavedReplyOption | null {
    if (!open) return null
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (matches.length === 0) return null
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + matches.length) % matches.length)
      return null
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      setToken(null)
      return null
    }
    if ((event.key === 'Enter' || event.key === 'Tab') && matches[active]) {
      event.preventDefault()
      return matches[active]
    }
    return null
  }

  const inputProps = open
    ? {
        'aria-controls': menuId,
        'aria-activedescendant': matches[active] ? `${menuId}-${matches[active].id}` : undefined,
        'aria-autocomplete': 'list' as const,
      }
    : {}

  return { open, matches, active, setActive, track, insert, onKeyDown, inputProps }
}

export function SavedReplyMenu({
  id,
  matches,
  active,
  onHover,
  onChoose,
}: {
  id: string
  matches: SavedReplyOption[]
  active: number
  onHover: (index: number) => void
  onChoose: (option: SavedReplyOption) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="rounded-lg border bg-popover text-popover-foreground shadow-md">
      <p className="border-b px-3 py-1.5 text-xs font-medium text-muted-foreground">
        {t('inbox.replies.menuTitle')}
      </p>
      {matches.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
          {t('inbox.replies.noMatch')}
        </p>
      ) : (
        <ul
          id={id}
          role="listbox"
          aria-label={t('inbox.replies.menuTitle')}
          className="max-h-56 overflow-y-auto p-1"
        >
          {matches.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground'
              )}
              onMouseEnter={() => onHover(index)}
              // Keeps the focus in the textarea (a click would take it).
              onMouseDown={(event) => {
                event.preventDefault()
                onChoose(option)
              }}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{option.title}</span>
                <span className="text-xs uppercase text-muted-foreground">{option.locale}</span>
              </span>
              <span className="line-clamp-1 text-xs text-muted-foreground">{option.text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
