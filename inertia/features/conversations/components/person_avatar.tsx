import { cn } from '~/lib/utils'
import { initialsOf } from '../lib/person'

/*
| A person's circle in the inbox: their initials on the thread's colour (white text on a colour
| chosen for 4.5:1 contrast, shared/visitor_alias.ts). Decorative: the name is always beside it.
*/
export function PersonAvatar({
  name,
  colour,
  size = 'md',
}: {
  name: string
  colour: string
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <span
      aria-hidden
      style={{ backgroundColor: colour }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        size === 'sm' && 'size-7 text-[0.7rem]',
        size === 'md' && 'size-9 text-xs',
        size === 'lg' && 'size-12 text-base'
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
