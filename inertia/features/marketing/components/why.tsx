import { useTranslation } from 'react-i18next'
import {
  ClipboardCheck,
  KeyRound,
  LifeBuoy,
  LineChart,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { Section, SectionHeading } from './section'

const reasons: { key: string; icon: LucideIcon }[] = [
  { key: 'r1', icon: ClipboardCheck },
  { key: 'r2', icon: LineChart },
  { key: 'r3', icon: Users },
  { key: 'r4', icon: ShieldCheck },
  { key: 'r5', icon: LifeBuoy },
  { key: 'r6', icon: KeyRound },
]

export function Why() {
  const { t } = useTranslation()
  return (
    <Section id="why">
      <SectionHeading
        id="why"
        title={t('marketing.why.title')}
        subtitle={t('marketing.why.subtitle')}
      />
      <ul className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-card text-primary shadow-xs"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold tracking-tight">
                {t(`marketing.why.reasons.${key}.title`)}
              </h3>
              <p className="mt-1.5 leading-relaxed text-muted-foreground">
                {t(`marketing.why.reasons.${key}.description`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
