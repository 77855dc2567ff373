import { useTranslation } from 'react-i18next'
import { Seo, type SeoData } from '~/components/seo/seo'
import { Hero } from '~/features/marketing/components/hero'
import { Services } from '~/features/marketing/components/services'
import { Why } from '~/features/marketing/components/why'
import { About } from '~/features/marketing/components/about'
import { Process } from '~/features/marketing/components/process'
import { Consulting } from '~/features/marketing/components/consulting'
import { ContactSection, type ContactProps } from '~/features/marketing/components/contact_section'

export default function Home({ seo, contact }: { seo: SeoData; contact: ContactProps }) {
  const { t } = useTranslation()
  return (
    <>
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
    </>
  )
}
