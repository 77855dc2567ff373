import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowRight, Check, MessageSquare } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { StartProjectLink } from './cta_link'
import { useSharedProps } from '~/hooks/use_page_props'

const highlights = ['h1', 'h2', 'h3'] as const

export function Hero() {
  const { t } = useTranslation()
  const { user } = useSharedProps()

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft glow in the primary colour, behind everything. */}
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_65%)] opacity-[0.14] dark:opacity-20"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px] opacity-50"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs sm:text-sm">
            <span aria-hidden className="size-1.5 rounded-full bg-success" />
            {t('marketing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('marketing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {t('marketing.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="group">
              <StartProjectLink>
                {user ? t('marketing.hero.dashboardCta') : t('marketing.hero.primaryCta')}
                <ArrowRight
                  aria-hidden
                  className="transition-transform group-hover:translate-x-0.5"
                />
              </StartProjectLink>
            </Button>
            {!user && (
              <Button asChild size="lg" variant="outline">
                <Link route="session.create">{t('marketing.hero.secondaryCta')}</Link>
              </Button>
            )}
          </div>
          <ul className="mt-10 grid gap-3 text-sm sm:text-base">
            {highlights.map((key) => (
              <li key={key} className="flex items-start gap-3">
                <span
                  aria-hidden
                  className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
                <span>{t(`marketing.hero.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <ProjectPreview />
      </div>
    </section>
  )
}

/*
| A glimpse of what a client gets: a project space with the 7-step workflow, its progress and
| the chat with the team. Decorative: everything it says is also said in words on the page.
*/
function ProjectPreview() {
  const { t } = useTranslation()
  const { product } = useSharedProps()
  const steps = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const
  const current = 4 // "We build it"

  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/20 via-primary/5 to-transparent blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 text-card-foreground shadow-xl shadow-primary/5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-medium text-muted-foreground">
            {t('marketing.hero.preview.label', { product: product.name })}
          </p>
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {t('marketing.hero.preview.status')}
          </span>
        </div>
        <p className="mt-2 text-lg font-semibold tracking-tight">
          {t('marketing.hero.preview.project')}
        </p>
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{t('marketing.hero.preview.progress')}</span>
            <span className="font-medium text-foreground">64%</span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-[64%] rounded-full bg-progress dark:bg-primary" />
          </div>
        </div>
        <ol className="mt-5 grid gap-2">
          {steps.map((step, index) => {
            const done = index < current
            const active = index === current
            return (
              <li
                key={step}
                className={
                  active
                    ? 'flex items-center gap-3 rounded-lg bg-accent px-2.5 py-1.5 text-sm font-medium text-accent-foreground'
                    : 'flex items-center gap-3 px-2.5 py-1 text-sm text-muted-foreground'
                }
              >
                <span
                  className={
                    done
                      ? 'flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground'
                      : active
                        ? 'flex size-5 items-center justify-center rounded-full border-2 border-primary text-[10px] font-bold text-primary'
                        : 'flex size-5 items-center justify-center rounded-full border text-[10px]'
                  }
                >
                  {done ? <Check className="size-3" strokeWidth={3} /> : index + 1}
                </span>
                <span>{t(`marketing.process.steps.${step}.title`)}</span>
              </li>
            )
          })}
        </ol>
        <div className="mt-5 grid gap-2 border-t pt-4">
          <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <MessageSquare className="size-3.5" />
            {t('marketing.hero.preview.team')}
          </p>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-3.5 py-2 text-sm">
            {t('marketing.hero.preview.message')}
          </p>
          <p className="ml-auto max-w-[75%] rounded-2xl rounded-tr-sm bg-primary px-3.5 py-2 text-sm text-primary-foreground">
            {t('marketing.hero.preview.reply')}
          </p>
        </div>
      </div>
    </div>
  )
}
