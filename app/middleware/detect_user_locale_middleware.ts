import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { LOCALE_COOKIE, LOCALE_HEADER, LOCALE_QUERY } from '#shared/preferences'
import { recordTranslations, SourcedMessagesProvider } from '#infrastructure/error_sources'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| Picks the request's language the way the client does, so a server-rendered page and the
| hydrated page agree: ?lang=, then X-Locale (every Inertia visit sends it), then the cookie the
| client caches, then Accept-Language, then English.
*/
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => new SourcedMessagesProvider(ctx)
  }

  protected getRequestLocale(ctx: HttpContext) {
    const explicit = [
      ctx.request.qs()[LOCALE_QUERY],
      ctx.request.header(LOCALE_HEADER),
      ctx.request.plainCookie(LOCALE_COOKIE, { encoded: false }),
    ]
    for (const candidate of explicit) {
      if (typeof candidate !== 'string' || !candidate) continue
      const locale = negotiated(`=${candidate}`, () =>
        i18nManager.getSupportedLocaleFor([candidate])
      )
      if (locale) return locale
    }
    return negotiated(`~${ctx.request.header('accept-language') ?? ''}`, () =>
      i18nManager.getSupportedLocaleFor(ctx.request.languages())
    )
  }

  handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = i18nManager.locale(this.getRequestLocale(ctx) || i18nManager.defaultLocale)
    recordTranslations(ctx.i18n)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    if ('view' in ctx) {
      ctx.view.share({ i18n: ctx.i18n })
    }
    return next()
  }
}

/*
| What each text (a ?lang= or X-Locale value, a cookie, an Accept-Language header) negotiated to:
| the same few texts arrive on every request, and negotiating one built a negotiator and parsed
| the text each time. Emptied when full, so odd headers cannot grow it.
*/
const negotiatedTexts = new BoundedCache<string, string | null>('negotiated_locales', 512)

function negotiated(key: string, negotiate: () => string | null) {
  return negotiatedTexts.getOrSet(key, negotiate)
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
