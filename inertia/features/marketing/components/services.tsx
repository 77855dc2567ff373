import { useTranslation } from 'react-i18next'
import {
  ArrowRight,
  Check,
  Globe,
  LayoutDashboard,
  Smartphone,
  type LucideIcon,
} from 'lucide-react'
import { Section, SectionHeading } from './section'

const services: { key: 'mobile' | 'web' | 'websites'; icon: LucideIcon }[] = [
  { key: 'mobile', icon: Smartphone },
  { key: 'web', icon: LayoutDashboard },
  { key: 'websites', icon: Globe },
]
const features = ['f1', 'f2', 'f3', 'f4'] as const

export function Services() {
  const { t } = useTranslation()
  return (
    <Section id="services" className="border-t bg-muted/30">
      <SectionHeading
        id="services"
        eyebrow={t('marketing.nav.services')}
        title={t('marketing.services.title')}
        subtitle={t('marketing.services.subtitle')}
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {services.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-7"
          >
            <span
              aria-hidden
              className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-5 text-xl font-semibold tracking-tight">
              {t(`marketing.services.${key}.title`)}
            </h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">
              {t(`marketing.services.${key}.description`)}
            </p>
            <ul className="mt-6 grid gap-2.5 border-t pt-6 text-sm">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-2.5">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{t(`marketing.services.${key}.features.${feature}`)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a
          href="#contact"
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('marketing.services.cta')}
          <ArrowRight aria-hidden className="size-4" />
        </a>
      </p>
    </Section>
  )
}
