import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium',
        className
      )}
      {...props}
    />
  )
}
