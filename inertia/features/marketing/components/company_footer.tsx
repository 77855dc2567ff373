import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { BrandMark } from './brand_mark'
import { useSectionLinks } from '../hooks/use_section_links'
import { useSharedProps } from '~/hooks/use_page_props'
import { formatPostalAddress } from '@shared/postal_address'

const footerLink =
  'rounded-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline'

/*
| The company's legal identity, from configuration (config/product.ts): name, registered
| office, registration and VAT numbers, e-mail and phone, as a Slovak company's website must
| show them; plus the site's sections and the legal texts.
*/
export function CompanyFooter() {
  const { t, i18n } = useTranslation()
  const { product } = useSharedProps()
  const { company } = product
  const links = useSectionLinks()

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 text-sm sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="max-w-xs">
          <Link route="home" className="inline-flex items-center gap-2.5 rounded-md font-semibold">
            <BrandMark name={product.name} />
            <span className="text-base">{product.name}</span>
          </Link>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            {t('marketing.footer.tagline')}
          </p>
        </div>

        <nav aria-label={t('marketing.footer.navigation')}>
          <h2 className="font-semibold text-foreground">{t('marketing.footer.navigation')}</h2>
          <ul className="mt-3 grid gap-2">
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t('marketing.footer.legal')}>
          <h2 className="font-semibold text-foreground">{t('marketing.footer.legal')}</h2>
          <ul className="mt-3 grid gap-2">
            <li>
              <Link route="privacy" className={footerLink}>
                {t('marketing.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link route="terms" className={footerLink}>
                {t('marketing.footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-foreground">{t('marketing.footer.companyDetails')}</h2>
          <address className="mt-3 grid gap-1 leading-relaxed text-muted-foreground not-italic">
            <span className="font-medium text-foreground">{company.name}</span>
            <span>
              <span className="sr-only">{t('marketing.footer.address')}: </span>
              {formatPostalAddress(company.address, i18n.language)}
            </span>
            <span>
              {t('marketing.footer.registrationNumber')} {company.registrationNumber}
            </span>
            <span>
              {t('marketing.footer.vatNumber')} {company.vatNumber}
            </span>
            <a href={`mailto:${company.email}`} className={`${footerLink} mt-2 w-fit`}>
              <span className="sr-only">{t('marketing.footer.email')}: </span>
              {company.email}
            </a>
            <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={`${footerLink} w-fit`}>
              <span className="sr-only">{t('marketing.footer.phone')}: </span>
              {company.phone}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t">
        {/* Room below the last line for the floating "Chat with us", which sits over it on a phone. */}
        <p className="mx-auto max-w-6xl px-4 pt-6 pb-20 text-xs text-muted-foreground sm:px-6 md:pb-6">
          {t('marketing.footer.rights', {
            year: new Date().getFullYear(),
            // "Codeva s.r.o." already ends the sentence's abbreviation: no second full stop.
            company: company.name.replace(/\.$/, ''),
          })}
        </p>
      </div>
    </footer>
  )
}
