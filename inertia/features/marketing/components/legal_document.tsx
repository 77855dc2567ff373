import { availabilityWords } from '@shared/availability'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ChevronDown } from 'lucide-react'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo/seo'
import { useSharedProps } from '~/hooks/use_page_props'
import { formatPostalAddress } from '@shared/postal_address'

export type LegalPageProps = {
  seo: Data.Seo
  updated: Data.LegalUpdate
  /* CHAT_RETENTION_DAYS (config/conversations.ts), which the privacy text states. */
  chatRetentionDays: number
}

type SectionShape = Record<string, string | Record<string, string>>

/*
| A legal text (privacy, terms) from resources/lang/{locale}/{document}.json: an h1, the date of
| the last change, an introduction, then numbered sections (h2), each with its paragraphs first
| and its list items after. {company}, {address}... are filled from the company's configuration,
| {chatRetentionDays} from the conversations'.
*/
export function LegalDocument({
  document,
  seo,
  updated,
  chatRetentionDays,
}: LegalPageProps & { document: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation()
  const { product, availability } = useSharedProps()
  const { company } = product
  const values = {
    company: company.name,
    product: product.name,
    address: formatPostalAddress(company.address, i18n.language),
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
    email: company.email,
    phone: company.phone,
    chatRetentionDays,
    // The team's hours (config/availability.ts), as every page states them.
    ...availabilityWords(availability, i18n.language),
  }
  const text = (key: string) => t(`${document}.${key}`, values)

  const sections = (i18n.getResource(i18n.language, document, 'sections') ??
    i18n.getResource('en', document, 'sections') ??
    {}) as Record<string, SectionShape>
  const outline = Object.entries(sections).map(([id, section]) => ({
    id,
    paragraphs: Object.keys(section).filter((key) => /^p\d+$/.test(key)),
    items: typeof section.items === 'object' ? Object.keys(section.items) : [],
  }))
  const other = document === 'privacy' ? 'terms' : 'privacy'

  const contents = (
    <ol className="grid gap-1 text-sm">
      {outline.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
            <span>{text(`sections.${section.id}.title`)}</span>
          </a>
        </li>
      ))}
    </ol>
  )

  return (
    <>
      <Seo
        title={text('meta.title')}
        description={text('meta.description')}
        seo={seo}
        type="article"
      />
      <div className="border-b bg-muted/30">
        <header className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {text('title')}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">
            <time dateTime={updated.iso}>{t(`${document}.updated`, { date: updated.label })}</time>
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {text('intro')}
          </p>
        </header>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label={t('marketing.legal.contents')} className="lg:order-none">
          <details className="group rounded-xl border bg-card lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {t('marketing.legal.contents')}
              <ChevronDown
                aria-hidden
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t p-2">{contents}</div>
          </details>
          <div className="sticky top-24 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto lg:block">
            <p className="px-2 text-sm font-semibold">{t('marketing.legal.contents')}</p>
            <div className="mt-3">{contents}</div>
          </div>
        </nav>

        <article className="min-w-0 max-w-3xl">
          {outline.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
                <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                {text(`sections.${section.id}.title`)}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-foreground/90">
                {section.paragraphs.map((key) => (
                  <p key={key}>{text(`sections.${section.id}.${key}`)}</p>
                ))}
                {section.items.length > 0 && (
                  <ul className="grid list-disc gap-3 pl-6 marker:text-primary">
                    {section.items.map((key) => (
                      <li key={key} className="pl-1">
                        {text(`sections.${section.id}.items.${key}`)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
          <p className="mt-8 rounded-xl border bg-muted/40 p-5 text-sm">
            <span className="text-muted-foreground">{t('marketing.legal.related')}: </span>
            <Link
              route={other}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t(`${other}.title`)}
            </Link>
            <span aria-hidden className="mx-2 text-muted-foreground">
              ·
            </span>
            <a href="#main" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('marketing.legal.backToTop')}
            </a>
          </p>
        </article>
      </div>
    </>
  )
}
