import type { HttpContext } from '@adonisjs/core/http'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { seoFor } from '#services/seo'
import { LOCALE_QUERY } from '#shared/preferences'

/*
| The search-engine head of a public page (app/services/seo.ts) for the request that asked for
| it: the URL it was asked under is canonical only when its language was chosen with `?lang=`.
*/
export default class SeoTransformer extends BaseTransformer<HttpContext['request']> {
  constructor(
    request: HttpContext['request'],
    protected locale: string
  ) {
    super(request)
  }

  toObject() {
    const explicit = this.resource.qs()[LOCALE_QUERY] === this.locale
    const { canonical, xDefault, alternates, ogLocale, ogAlternateLocales } = seoFor(
      this.resource.url(),
      this.locale,
      explicit
    )
    return { canonical, xDefault, alternates, ogLocale, ogAlternateLocales }
  }
}
