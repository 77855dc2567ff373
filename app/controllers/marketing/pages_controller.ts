import type { HttpContext } from '@adonisjs/core/http'
import { seoFor } from '#services/seo'
import { LOCALE_QUERY } from '#services/locale'
import { CONTACT_SENT_FLASH } from '#controllers/marketing/contact_controller'

/* When each legal text last changed (ISO dates): shown on the page and in the sitemap. */
export const LEGAL_UPDATED = { privacy: '2026-11-22', terms: '2026-11-22' } as const

export default class PagesController {
  /*
  | The landing page. After a contact message the form shows its success state; after invalid
  | input or a refusal it gets back what was typed, so nothing is lost even without JavaScript.
  */
  async home({ inertia, request, session, i18n }: HttpContext) {
    const old = (field: string) => {
      const value = session.flashMessages.get(field)
      return typeof value === 'string' ? value : ''
    }
    return inertia.render('marketing/home', {
      seo: seoFor(request.url(), i18n.locale, request.qs()[LOCALE_QUERY] === i18n.locale),
      contact: {
        sent: session.flashMessages.get(CONTACT_SENT_FLASH) === true,
        old: {
          name: old('name'),
          email: old('email'),
          message: old('message'),
          consent: Boolean(session.flashMessages.get('consent')),
        },
      },
    })
  }

  async privacy(ctx: HttpContext) {
    return this.legal(ctx, 'privacy')
  }

  async terms(ctx: HttpContext) {
    return this.legal(ctx, 'terms')
  }

  private legal({ inertia, request, i18n }: HttpContext, document: 'privacy' | 'terms') {
    return inertia.render(`legal/${document}`, {
      seo: seoFor(request.url(), i18n.locale, request.qs()[LOCALE_QUERY] === i18n.locale),
      updated: {
        iso: LEGAL_UPDATED[document],
        label: i18n.formatDate(new Date(`${LEGAL_UPDATED[document]}T12:00:00Z`), {
          dateStyle: 'long',
          timeZone: 'UTC',
        }),
      },
    })
  }
}
