import type { ReactNode } from 'react'
import { ShieldOff } from 'lucide-react'

/*
| Said on an open page whose access ended meanwhile (removed from the project, signed out
| elsewhere): what happened and where to go. An alert, so a screen reader hears it at once.
*/
export function AccessEndedNotice({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action: ReactNode
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/10 px-4 py-3 text-sm"
    >
      <ShieldOff className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="grid min-w-56 flex-1 gap-1">
        <p className="font-medium text-foreground">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
      {/* Beside the text when there is room; below it, in line with it, on a phone. */}
      <div className="ml-8 shrink-0 self-center sm:ml-0">{action}</div>
    </div>
  )
}
