import { createContext, useContext } from 'react'
import { MENTION_TOKEN, withMentionNames } from '@shared/notifications'

/* A member who can be mentioned. */
export type Mentionable = { id: number; name: string }

/*
| Who the chat's mentions name, and who is reading: a stored `<@12>` is shown as @Name (the
| current name, so a rename follows), and highlighted when it is the reader.
*/
export type MentionDirectory = { names: Map<number, string>; readerId: number; unknown: string }

export const MentionContext = createContext<MentionDirectory | null>(null)

export function useMentions() {
  return useContext(MentionContext)
}

/* A stored text as people read it (quotes, the edit field): mentions as @Name. */
export function typedText(text: string, directory: MentionDirectory | null) {
  return directory ? withMentionNames(text, directory.names, directory.unknown) : text
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/*
| What is sent: every "@Full Name" of a member becomes `<@id>`, longest names first (so "@Ann
| Lee" is not taken for "@Ann"). Typed or picked from the list, the result is the same.
*/
export function storedText(text: string, members: Mentionable[]) {
  let result = text
  const byLength = [...members].sort((a, b) => b.name.length - a.name.length)
  for (const member of byLength) {
    const pattern = new RegExp(`@${escapeRegExp(member.name)}(?![\\p{L}\\p{N}])`, 'gu')
    result = result.replace(pattern, `<@${member.id}>`)
  }
  return result
}

/* Everyone the directory names, to turn typed @Names back into mentions (the edit field). */
export function mentionable(directory: MentionDirectory | null): Mentionable[] {
  return directory ? [...directory.names].map(([id, name]) => ({ id, name })) : []
}

export function mentionsReader(text: string, readerId: number) {
  return [...text.matchAll(MENTION_TOKEN)].some((match) => Number(match[1]) === readerId)
}

/* Letters compared without case or accents ("zuz" finds "Zuzana Šimková", "sim" too). */
function fold(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function matchingMembers(members: Mentionable[], query: string, limit = 6) {
  const wanted = fold(query)
  return members
    .filter(
      (member) =>
        fold(member.name)
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)) || fold(member.name).startsWith(wanted)
    )
    .slice(0, limit)
}

/*
| The mention being typed at the caret: an "@" at the start or after a space, followed by up to
| 30 characters without a line break. Null when the caret is not in one.
*/
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@([^\s@]{0,30}(?: [^\s@]{0,30})?)$/u.exec(before)
  if (!match) return null
  return { start: caret - match[2].length - 1, query: match[2] }
}
