/*
| Labels on inbox conversations: a short name and one colour of a fixed palette. The palette is
| small on purpose: each colour has a light and a dark pair the badge component picks
| (inertia/features/conversations/components/label_badge.tsx) that keep the text readable in
| both themes, which a free colour picker could not promise.
*/
export const labelColours = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const
export type LabelColour = (typeof labelColours)[number]

export const LABEL_NAME_MAX = 40
/* A conversation carries a handful of labels, not a tag cloud. */
export const LABELS_PER_CONVERSATION_MAX = 10
