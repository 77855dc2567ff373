import { randomBytes } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

/*
| The two tokens of an offer e-mail and the links built from them. 256 random bits each
| (DESIGN.md asks at least 128), URL-safe. Used by creating, duplicating and the e-mail.
*/
export function newOfferToken() {
  return randomBytes(32).toString('base64url')
}

/* A token as newOfferToken makes it; anything else is not looked up at all. */
export function isOfferToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

export function trackingUrl(trackingToken: string) {
  return router.urlBuilder.urlFor(
    'offers.track',
    { file: `${trackingToken}.gif` },
    { prefixUrl: appUrl }
  )
}

/* The online view opens in the offer's language (the `lang` query wins over the browser's). */
export function onlineViewUrl(viewToken: string, locale: string) {
  return router.urlBuilder.urlFor(
    'offer_view.show',
    { token: viewToken },
    { prefixUrl: appUrl, qs: { lang: locale } }
  )
}
