import type { VisitorAlias } from '@shared/visitor_alias'

/*
| A thread's made-up name in the reader's language ("Amber fox", "Jantárový sokol"), the same
| on every staff screen. In all four languages the adjective comes first and agrees with the
| animal (each language's list is written in one gender), so the two words are put side by side.
*/
export function aliasName(t: (key: string) => string, alias: VisitorAlias) {
  return `${t(`inbox.alias.adjectives.${alias.adjective}`)} ${t(`inbox.alias.animals.${alias.animal}`)}`
}
