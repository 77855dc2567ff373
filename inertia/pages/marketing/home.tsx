import { useTranslation } from 'react-i18next'
import { MarketingLayout } from '~/layouts/marketing_layout'
import { Seo, type SeoData } from '~/components/seo/seo'
import { Hero } from '~/components/marketing/hero'
import { Services } from '~/components/marketing/services'
import { Why } from '~/components/marketing/why'
import { About } from '~/components/marketing/about'
import { Process } from '~/components/marketing/process'
import { Consulting } from '~/components/marketing/consulting'
import { ContactSection, type ContactProps } from '~/components/marketing/contact_section'

export default function Home({ seo, contact }: { seo: SeoData; contact: ContactProps }) {
  const { t } = useTranslation()
  return (
    <MarketingLayout>
      <Seo
        title={t('marketing.meta.title')}
        description={t('marketing.meta.description')}
        seo={seo}
      />
      <Hero />
      <Services />
      <Why />
      <About />
      <Process />
      <Consulting />
      <div className="h-20 sm:h-24" />
      <ContactSection contact={contact} />
    </MarketingLayout>
  )
}
