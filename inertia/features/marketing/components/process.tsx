import { useTranslation } from 'react-i18next'
import { ArrowRight } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Section, SectionHeading } from './section'
import { StartProjectLink } from './cta_link'
import { useSharedProps } from '~/hooks/use_page_props'

/* The specification's 7 steps, in its order. */
export const processSteps = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const

export function Process() {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  return (
    <Section id="process">
      <SectionHeading
        id="process"
        title={t('marketing.process.title')}
        subtitle={t('marketing.process.subtitle')}
      />
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {processSteps.map((step, index) => (
          <li
            key={step}
            className={
              index === processSteps.length - 1
                ? 'flex flex-col rounded-2xl border border-primary/30 bg-primary/5 p-5 sm:col-span-2 sm:p-6'
                : 'flex flex-col rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6'
            }
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('marketing.process.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold tracking-tight">
              {t(`marketing.process.steps.${step}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {t(`marketing.process.steps.${step}.description`)}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" className="group">
          <StartProjectLink>
            {user ? t('marketing.hero.dashboardCta') : t('marketing.hero.primaryCta')}
            <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
          </StartProjectLink>
        </Button>
      </div>
    </Section>
  )
}
