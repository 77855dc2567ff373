import { useTranslation } from 'react-i18next'

/* The figures, last and small: one quiet line, never a screen of tiles. */
export function CountersLine({
  totalProjects,
  ownedProjects,
  messagesSent,
}: {
  totalProjects: number
  ownedProjects: number
  messagesSent: number
}) {
  const { t } = useTranslation()
  const parts = [
    t('dashboard.counters.projects', { count: totalProjects }),
    t('dashboard.counters.owned', { count: ownedProjects }),
    t('dashboard.counters.messages', { count: messagesSent }),
  ]
  return (
    <section aria-labelledby="counters">
      <h2 id="counters" className="sr-only">
        {t('dashboard.counters.label')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {parts.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
    </section>
  )
}
