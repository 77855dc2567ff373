import OfferTemplate from '#models/offer_template'
import type User from '#models/user'
import type { OfferLineItem, OfferLocale } from '#shared/offers'

type Demo = {
  name: string
  locale: OfferLocale
  subject: string
  greeting: string
  salutation: string
  content: string
  timeline: string
  validDays: number
  items: OfferLineItem[]
}

const website = (description: [string, string, string]): OfferLineItem[] => [
  { description: description[0], quantity: 1, unitPriceMinor: 90_000 },
  { description: description[1], quantity: 1, unitPriceMinor: 320_000 },
  { description: description[2], quantity: 12, unitPriceMinor: 4_900 },
]

const DEMO: Demo[] = [
  {
    name: 'Website, small business',
    locale: 'en',
    subject: 'Your new website',
    greeting: 'Hello,',
    salutation: 'Kind regards,',
    content:
      'Thank you for the conversation.\n\nWe propose a responsive website with a contact form and a simple editor for your texts, built in six weeks.\n\nHosting and support for the first year are included.',
    timeline: '6 weeks from the start',
    validDays: 30,
    items: website(['Design', 'Development', 'Hosting and support (months)']),
  },
  {
    name: 'Maintenance, monthly',
    locale: 'en',
    subject: 'Looking after your application',
    greeting: 'Hello,',
    salutation: 'Kind regards,',
    content:
      'We would look after your application every month: updates, backups, monitoring, and up to four hours of changes.',
    timeline: 'From next month, cancellable monthly',
    validDays: 14,
    items: [{ description: 'Maintenance (months)', quantity: 12, unitPriceMinor: 35_000 }],
  },
  {
    name: 'Web pre malú firmu',
    locale: 'sk',
    subject: 'Váš nový web',
    greeting: 'Dobrý deň,',
    salutation: 'S pozdravom',
    content:
      'Ďakujeme za rozhovor.\n\nNavrhujeme responzívny web s kontaktným formulárom a jednoduchou úpravou textov, hotový za šesť týždňov.\n\nHosting a podpora na prvý rok sú v cene.',
    timeline: '6 týždňov od začiatku',
    validDays: 30,
    items: website(['Návrh', 'Vývoj', 'Hosting a podpora (mesiace)']),
  },
  {
    name: 'Web pro malou firmu',
    locale: 'cs',
    subject: 'Váš nový web',
    greeting: 'Dobrý den,',
    salutation: 'S pozdravem',
    content:
      'Děkujeme za rozhovor.\n\nNavrhujeme responzivní web s kontaktním formulářem a jednoduchou úpravou textů, hotový za šest týdnů.\n\nHosting a podpora na první rok jsou v ceně.',
    timeline: '6 týdnů od začátku',
    validDays: 30,
    items: website(['Návrh', 'Vývoj', 'Hosting a podpora (měsíce)']),
  },
  {
    name: 'Website für kleine Unternehmen',
    locale: 'de',
    subject: 'Ihre neue Website',
    greeting: 'Sehr geehrte Damen und Herren,',
    salutation: 'Mit freundlichen Grüßen',
    content:
      'Vielen Dank für das Gespräch.\n\nWir schlagen eine responsive Website mit Kontaktformular und einfacher Textbearbeitung vor, fertig in sechs Wochen.\n\nHosting und Support im ersten Jahr sind inbegriffen.',
    timeline: '6 Wochen ab Beginn',
    validDays: 30,
    items: website(['Design', 'Entwicklung', 'Hosting und Support (Monate)']),
  },
]

/* A template or two per language for a fresh install; skipped once the team has any. */
export async function seedDemoOfferTemplates(staff: User) {
  if (await OfferTemplate.query().first()) return
  for (const { items, ...fields } of DEMO) {
    const template = new OfferTemplate()
    template.merge({ ...fields, currency: 'EUR', createdById: staff.id })
    template.items = items
    await template.save()
  }
}
