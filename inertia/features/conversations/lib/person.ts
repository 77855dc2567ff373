import { useTranslation } from 'react-i18next'
import type { VisitorAlias } from '@shared/visitor_alias'
import { aliasName } from '~/lib/visitor_alias'

export { aliasName }

type Named = { name: string | null; alias: VisitorAlias }

/*
| What the team calls the person of a thread: the name they gave (or their account's), else the
| thread's made-up alias in the reader's language ("Amber fox", "Jantárový sokol").
*/
export function usePersonName() {
  const { t } = useTranslation()
  return (person: Named) => person.name ?? aliasName(t, person.alias)
}

/* Up to two letters for an avatar: initials of a name, the alias's for an anonymous person. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length >= 2 ? [words[0], words.at(-1)!] : [name.trim()]
  return letters
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase()
    .slice(0, 2)
}

/* How long someone has waited, short ("12 min", "3 h", "2 d"), in the reader's language. */
export function waitedFor(iso: string, now: number, language: string) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 60 * 24
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / (60 * 24)), 'day']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
    value
  )
}
