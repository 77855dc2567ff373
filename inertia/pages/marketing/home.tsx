import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo/seo'
import { Hero } from '~/features/marketing/components/hero'
import { Services } from '~/features/marketing/components/services'
import { Why } from '~/features/marketing/components/why'
import { About } from '~/features/marketing/components/about'
import { Process } from '~/features/marketing/components/process'
import { ChatSection } from '~/features/marketing/components/chat_section'
import { ContactSection } from '~/features/marketing/components/contact_section'

export default function Home({ seo, contact }: { seo: Data.Seo; contact: Data.ContactForm }) {
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
      <ChatSection />
      <div className="h-20 sm:h-24" />
      <ContactSection contact={contact} />
    </>
  )
}
