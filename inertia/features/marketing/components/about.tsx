import { useTranslation } from 'react-i18next'
import { Layers, MapPin, Sprout, type LucideIcon } from 'lucide-react'
import { Section, SectionHeading } from './section'
import { useSharedProps } from '~/hooks/use_page_props'

const highlights: { key: string; icon: LucideIcon }[] = [
  { key: 'h1', icon: MapPin },
  { key: 'h2', icon: Layers },
  { key: 'h3', icon: Sprout },
]

export function About() {
  const { t } = useTranslation()
  const { product } = useSharedProps()
  return (
    <Section id="about" className="border-t bg-muted/30">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about" align="left" title={t('marketing.about.title')} />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-muted-foreground">
            <p>{t('marketing.about.p1', { company: product.company.name })}</p>
            <p>{t('marketing.about.p2')}</p>
          </div>
        </div>
        <ul className="grid gap-4">
          {highlights.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight">
                  {t(`marketing.about.highlights.${key}.title`)}
                </h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">
                  {t(`marketing.about.highlights.${key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
