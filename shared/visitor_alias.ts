/*
| A stable made-up name and avatar colour for a person in the inbox who gave no name ("Amber
| fox"), so five anonymous visitors never read as five identical "Visitor" rows. Derived from the
| conversation's id alone: the same thread has the same alias on every page and after a reload,
| and nothing is stored. The words are translated (resources/lang/<locale>/inbox.json,
| `alias.adjectives.*` and `alias.animals.*`, written in each language's own grammar); only the
| team sees the alias, never the visitor.
|
| Each adjective names a colour and brings it: the "amber" visitor has an amber avatar. Every
| colour carries white text at 4.5:1 or more (WCAG AA), in light and dark themes alike.
*/
export const aliasAdjectives = {
  amber: '#b45309',
  azure: '#0369a1',
  golden: '#a16207',
  silver: '#475569',
  teal: '#0f766e',
  violet: '#6d28d9',
  coral: '#be185d',
  copper: '#c2410c',
  emerald: '#047857',
  lavender: '#7c3aed',
  ruby: '#be123c',
  olive: '#4d7c0f',
  crimson: '#b91c1c',
  slate: '#334155',
  mint: '#15803d',
  sunny: '#9a3412',
} as const

export const aliasAnimals = [
  'fox',
  'falcon',
  'eagle',
  'stork',
  'bear',
  'lynx',
  'deer',
  'hare',
  'hedgehog',
  'badger',
  'beaver',
  'owl',
  'dolphin',
  'penguin',
  'pelican',
  'raven',
] as const

export type AliasAdjective = keyof typeof aliasAdjectives
export type AliasAnimal = (typeof aliasAnimals)[number]
export type VisitorAlias = { adjective: AliasAdjective; animal: AliasAnimal; colour: string }

const adjectives = Object.keys(aliasAdjectives) as AliasAdjective[]

/*
| Neighbouring ids (threads started one after another) land far apart: a multiplicative hash
| (Knuth's) spreads them, and the adjective and the animal come from different bits of it.
*/
export function visitorAlias(conversationId: number): VisitorAlias {
  const hash = Math.imul(conversationId, 2654435761) >>> 0
  const adjective = adjectives[hash % adjectives.length]
  const animal = aliasAnimals[(hash >>> 8) % aliasAnimals.length]
  return { adjective, animal, colour: aliasAdjectives[adjective] }
}
