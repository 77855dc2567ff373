import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import type { PersonRow } from '../types'

const tones = {
  staff:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  muted: 'border-border bg-muted text-foreground',
  off: 'border-dashed border-border bg-background text-muted-foreground',
}

/* What kind of account, and what needs attention (unverified, deactivated), in words. */
export function PersonBadges({ person }: { person: PersonRow }) {
  const { t } = useTranslation()
  return (
    <span className="flex flex-wrap gap-1">
      <Badge className={person.role === 'super_admin' ? tones.staff : tones.muted}>
        {t(`team.roles.${person.role}`)}
      </Badge>
      {person.deactivatedAt && <Badge className={tones.off}>{t('team.person.deactivated')}</Badge>}
      {!person.emailVerified && (
        <Badge className={tones.warning}>{t('team.person.unverified')}</Badge>
      )}
    </span>
  )
}

/* Yes or no, with the word (never a colour or an icon alone). */
export function YesNo({ value, label }: { value: boolean; label: string }) {
  const { t } = useTranslation()
  return (
    <span className={value ? 'text-foreground' : 'text-muted-foreground'}>
      <span className="sr-only">{label}: </span>
      {value ? t('team.values.yes') : t('team.values.no')}
    </span>
  )
}
