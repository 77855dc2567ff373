import { urlFor } from '~/client'

/*
| The app's service worker (issue 25): offline page, cached app shell, web push. Registered by
| the app's entry only, never by the public pages' script, whose weight stays as it is. Waits
| for the page to finish loading so it never competes with the first paint.
*/
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  const register = () => {
    navigator.serviceWorker
      .register(urlFor('pwa.service_worker'), { scope: '/' })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error))
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
