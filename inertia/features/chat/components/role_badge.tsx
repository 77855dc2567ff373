import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'
import type { ChatRole } from '../types'

/* Staff stand out (the company's team); the client's side reads as owner, member or viewer. */
const TONES: Record<ChatRole, string> = {
  staff: 'border-primary/30 bg-primary/10 text-primary',
  owner: 'border-border bg-secondary text-secondary-foreground',
  member: 'border-border text-muted-foreground',
  viewer: 'border-dashed border-border text-muted-foreground',
}

export function RoleBadge({ role }: { role: ChatRole }) {
  const { t } = useTranslation()
  return (
    <Badge className={cn('px-1.5 py-0 text-[0.6875rem] leading-5', TONES[role])}>
      {t(`projects.roles.${role}`)}
    </Badge>
  )
}
