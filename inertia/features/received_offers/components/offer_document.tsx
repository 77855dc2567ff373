import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarClock, Clock, Wallet } from 'lucide-react'
import { formatQuantity } from '@shared/offers'
import { formatPostalAddress } from '@shared/postal_address'
import { useSharedProps } from '~/hooks/use_page_props'
import type { ReceivedOffer } from '../types'
import { formatAmount, formatDay } from '../format'

/*
| An offer as its recipient reads it (PandaDoc and Proposify are the anchors: docs/decisions/offers.md): who sends it, the three facts that decide (price, timeline, valid until) at
| the top, the line items, then the letter (the company's details close the page:
| CompanyDetails). `actions` sits beside the title (the PDF download). Shared by the public online page and the client's own page.
*/
export function OfferDocument({ offer, actions }: { offer: ReceivedOffer; actions?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { product } = useSharedProps()
  const { company } = product
  const language = i18n.language
  const money = (minor: number) => formatAmount(minor, offer.currency, language)

  const facts = [
    offer.amount && {
      key: 'price',
      icon: Wallet,
      label: t('offers.terms.price'),
      value: money(offer.amount.minor),
    },
    offer.timeline && {
      key: 'timeline',
      icon: Clock,
      label: t('offers.terms.timeline'),
      value: offer.timeline,
    },
    offer.validUntil && {
      key: 'validUntil',
      icon: CalendarClock,
      label: t('offers.terms.validUntil'),
      value: formatDay(offer.validUntil, language),
      note: offer.expired ? t('offers.online.expiredBadge') : null,
    },
  ].filter((fact) => !!fact)

  return (
    <article className="grid gap-6" aria-labelledby="received-offer-title">
      <header className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="text-sm font-medium text-muted-foreground">
            {t('offers.online.from', { company: company.name })}
          </p>
          {actions}
        </div>
        <h1
          id="received-offer-title"
          className="text-2xl font-semibold tracking-tight break-words sm:text-3xl"
        >
          {offer.subject}
        </h1>
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {offer.sender?.initials ?? company.name.charAt(0)}
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-medium">
              {offer.sender
                ? t('offers.online.sender', { name: offer.sender.name, company: company.name })
                : company.name}
            </p>
            {offer.sentAt && (
              <p className="text-muted-foreground">
                {t('offers.online.sentOn', { date: formatDay(offer.sentAt, language) })}
              </p>
            )}
          </div>
        </div>
        {facts.length > 0 && (
          <dl
            aria-label={t('offers.online.summary')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3"
          >
            {facts.map((fact) => (
              <div
                key={fact.key}
                className="rounded-lg bg-muted/60 p-3 first:col-span-2 sm:p-4 sm:first:col-span-1 print:border"
              >
                <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <fact.icon className="size-3.5" aria-hidden />
                  {fact.label}
                </dt>
                <dd className="mt-1 text-base font-semibold break-words sm:text-lg">
                  {fact.value}
                  {'note' in fact && fact.note && (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                      {fact.note}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </header>

      {offer.items.length > 0 && (
        <section
          aria-labelledby="received-offer-items"
          className="rounded-xl border bg-card p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
        >
          <h2 id="received-offer-items" className="text-lg font-semibold">
            {t('offers.terms.items')}
          </h2>
          {/* Phones get one card per item; the table from sm up (and on paper). */}
          <ul className="mt-4 grid divide-y sm:hidden print:hidden">
            {offer.items.map((item, index) => (
              <li key={index} className="grid gap-1 py-3 first:pt-0">
                <p className="font-medium break-words">{item.description}</p>
                <p className="flex justify-between gap-3 text-sm">
                  <span className="text-muted-foreground">
                    {formatQuantity(item.quantity, language)} × {money(item.unitPriceMinor)}
                  </span>
                  <span className="font-medium tabular-nums">{money(item.totalMinor)}</span>
                </p>
              </li>
            ))}
            <li className="flex justify-between gap-3 pt-3 font-semibold">
              <span>{t('offers.terms.total')}</span>
              <span className="tabular-nums">{money(offer.amount?.minor ?? 0)}</span>
            </li>
          </ul>
          <table className="mt-4 hidden w-full text-sm sm:table print:table">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('offers.terms.description')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('offers.terms.quantity')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('offers.terms.unitPrice')}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {t('offers.terms.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {offer.items.map((item, index) => (
                <tr key={index} className="border-b align-top">
                  <td className="py-3 pr-3 break-words">{item.description}</td>
                  <td className="px-3 py-3 text-right tabular-nums">
                    {formatQuantity(item.quantity, language)}
                  </td>
                  <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                    {money(item.unitPriceMinor)}
                  </td>
                  <td className="py-3 pl-3 text-right whitespace-nowrap tabular-nums">
                    {money(item.totalMinor)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={3} className="py-3 pr-3 text-left">
                  {t('offers.terms.total')}
                </th>
                <td className="py-3 pl-3 text-right whitespace-nowrap tabular-nums">
                  {money(offer.amount?.minor ?? 0)}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}

      <section
        aria-label={t('offers.online.letter')}
        className="grid gap-4 rounded-xl border bg-card p-5 leading-relaxed shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
      >
        <p>{offer.greeting}</p>
        {offer.paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line break-words">
            {paragraph}
          </p>
        ))}
        <p className="mt-2">
          {offer.salutation}
          <br />
          {t('common.mail.signature', { product: product.name })}
        </p>
      </section>
    </article>
  )
}

/* The company behind the offer, at its foot: who to write to or call. */
export function CompanyDetails() {
  const { t, i18n } = useTranslation()
  const { company } = useSharedProps().product
  const language = i18n.language
  return (
    <section
      aria-labelledby="company-title"
      className="rounded-xl border p-5 text-sm sm:p-8 print:break-inside-avoid"
    >
      <h2 id="company-title" className="font-semibold">
        {t('offers.online.company')}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{company.name}</dt>
        <dd className="mb-2 sm:mb-0">{formatPostalAddress(company.address, language)}</dd>
        <dt className="text-muted-foreground">{t('offers.online.registrationNumber')}</dt>
        <dd className="mb-2 sm:mb-0">{company.registrationNumber}</dd>
        <dt className="text-muted-foreground">{t('offers.online.vatNumber')}</dt>
        <dd className="mb-2 sm:mb-0">{company.vatNumber}</dd>
        <dt className="text-muted-foreground">{t('offers.online.email')}</dt>
        <dd className="mb-2 sm:mb-0">
          <a className="underline underline-offset-4" href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">{t('offers.online.phone')}</dt>
        <dd>
          <a
            className="underline underline-offset-4"
            href={`tel:${company.phone.replace(/\s/g, '')}`}
          >
            {company.phone}
          </a>
        </dd>
      </dl>
    </section>
  )
}
