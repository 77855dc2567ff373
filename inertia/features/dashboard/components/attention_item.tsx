import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/*
| One thing waiting for someone: what it is (a sentence naming the project), a detail line, and
| its one action. On a phone the action goes under the text, full width, as a 44 px target.
*/
export function AttentionItem({
  icon: Icon,
  title,
  detail,
  action,
}: {
  icon: LucideIcon
  title: ReactNode
  detail?: ReactNode
  action: ReactNode
}) {
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <span
        aria-hidden
        className="hidden size-9 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex"
      >
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{title}</p>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:min-h-11 [&>*]:flex-1 sm:[&>*]:min-h-9 sm:[&>*]:flex-none">
        {action}
      </div>
    </li>
  )
}
