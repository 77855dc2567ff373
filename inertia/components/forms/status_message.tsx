import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/* A short notice inside a form: a link was sent, a link expired... Announced politely. */
export function StatusMessage({
  tone = 'success',
  children,
}: {
  tone?: 'success' | 'error'
  children: ReactNode
}) {
  return (
    <p
      role="status"
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'success'
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-destructive/30 bg-destructive/10 text-destructive'
      )}
    >
      {children}
    </p>
  )
}
