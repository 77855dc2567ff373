import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { supportedLocales } from '#shared/preferences'
import { serviceWorkerScript, webManifest } from '#infrastructure/pwa'
import pwaConfig from '#config/pwa'
import productConfig from '#config/product'

/*
| The installable app: its manifest, its service worker and the page that worker shows when a
| navigation fails offline. All three are public (they carry no account's data).
*/
export default class PwaController {
  manifest({ response }: HttpContext) {
    response.header('Content-Type', 'application/manifest+json; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return response.send(JSON.stringify(webManifest()))
  }

  /*
  | Revalidated on every check (browsers look at least daily), so a deploy reaches installed
  | apps on their next visit; the worker it replaces drops the old caches.
  */
  serviceWorker({ response }: HttpContext) {
    response.header('Content-Type', 'text/javascript; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    return response.send(serviceWorkerScript())
  }

  /*
  | Kept by the service worker once and shown in any language later: every language's sentence
  | travels with it and its script picks the reader's (the language cookie the app sets).
  */
  offline({ view, i18n, response }: HttpContext) {
    const texts = Object.fromEntries(
      supportedLocales.map((locale) => {
        const t = (key: string) => i18nManager.locale(locale).t(key)
        return [
          locale,
          {
            title: t('push.offline.title'),
            body: t('push.offline.body'),
            retry: t('push.offline.retry'),
          },
        ]
      })
    )
    response.header('Cache-Control', 'no-store')
    return view.render('pwa/offline', {
      locale: i18n.locale,
      // Inside a <script> element: no `<` may close it early.
      textsJson: JSON.stringify(texts).replaceAll('<', String.raw`\u003c`),
      text: texts[i18n.locale as keyof typeof texts] ?? texts.en,
      productName: productConfig.name,
      theme: pwaConfig.theme,
    })
  }
}
