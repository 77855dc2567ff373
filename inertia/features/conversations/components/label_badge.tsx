import type { LabelColour } from '@shared/conversation_labels'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'

/*
| The palette's pairs: a pale fill with dark text in the light theme, a deep fill with pale
| text in the dark one (each pair above 4.5:1). The dot repeats the colour for people who
| tell the fills apart poorly; the name is always written.
*/
const tones: Record<LabelColour, { badge: string; dot: string }> = {
  grey: {
    badge:
      'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100',
    dot: 'bg-zinc-500 dark:bg-zinc-300',
  },
  red: {
    badge:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600 dark:bg-red-400',
  },
  orange: {
    badge:
      'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
    dot: 'bg-orange-600 dark:bg-orange-400',
  },
  yellow: {
    badge:
      'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
    dot: 'bg-yellow-500 dark:bg-yellow-300',
  },
  green: {
    badge:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-600 dark:bg-green-400',
  },
  teal: {
    badge:
      'border-teal-200 bg-teal-50 text-teal-800 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-200',
    dot: 'bg-teal-600 dark:bg-teal-400',
  },
  blue: {
    badge:
      'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
    dot: 'bg-blue-600 dark:bg-blue-400',
  },
  purple: {
    badge:
      'border-purple-200 bg-purple-50 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
    dot: 'bg-purple-600 dark:bg-purple-400',
  },
  pink: {
    badge:
      'border-pink-200 bg-pink-50 text-pink-800 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-200',
    dot: 'bg-pink-600 dark:bg-pink-400',
  },
}

export function LabelDot({ colour, className }: { colour: LabelColour; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('size-2 shrink-0 rounded-full', tones[colour].dot, className)}
    />
  )
}

export function LabelBadge({
  label,
  className,
}: {
  label: { name: string; colour: LabelColour }
  className?: string
}) {
  return (
    <Badge className={cn(tones[label.colour].badge, 'max-w-40', className)}>
      <LabelDot colour={label.colour} />
      <span className="truncate">{label.name}</span>
    </Badge>
  )
}
