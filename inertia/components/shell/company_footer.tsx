import { useTranslation } from 'react-i18next'
import { useSharedProps } from '~/hooks/use_page_props'

/* The company's legal identity, from configuration: required on a Slovak company's website. */
export function CompanyFooter() {
  const { t } = useTranslation()
  const { product } = useSharedProps()
  const { company } = product

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground sm:grid-cols-2 sm:px-6">
        <address className="not-italic leading-relaxed">
          <p className="font-semibold text-foreground">{company.name}</p>
          <p>{company.address}</p>
          <p>{t('common.company.registrationNumber', { value: company.registrationNumber })}</p>
          <p>{t('common.company.vatNumber', { value: company.vatNumber })}</p>
        </address>
        <div className="leading-relaxed sm:text-right">
          <p>
            <a className="hover:text-foreground hover:underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </p>
          <p>
            <a
              className="hover:text-foreground hover:underline"
              href={`tel:${company.phone.replace(/\s+/g, '')}`}
            >
              {company.phone}
            </a>
          </p>
          <p className="mt-4">
            {t('common.company.rights', { year: new Date().getFullYear(), company: company.name })}
          </p>
        </div>
      </div>
    </footer>
  )
}
