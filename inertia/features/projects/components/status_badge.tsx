import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'
import type { ProjectStatus } from '@shared/projects'

/* Text colours pass 4.5:1 on their tint in both themes; the word carries the meaning. */
const tones: Record<ProjectStatus, string> = {
  not_started: 'border-border bg-muted text-foreground',
  analyzing:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  in_progress:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  completed:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  cancelled: 'border-dashed border-border bg-background text-muted-foreground',
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation()
  const tone = tones[status as ProjectStatus] ?? tones.not_started
  return <Badge className={cn(tone, className)}>{t(`projects.statuses.${status}`)}</Badge>
}
