import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent, http } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { client } from '~/client'
import { AppProviders } from '~/components/app_providers'
import { layoutFor, loadLayoutFor } from '~/layouts/page_layouts'
import { createClientI18n, ensurePageNamespaces } from '~/lib/i18n'
import { initAppearance } from '~/lib/appearance'
import { formatTitle } from '~/lib/title'
import { registerServiceWorker } from '~/lib/service_worker'
import type { Page } from '@inertiajs/core'

type PageModule = { default: ResolvedComponent }
type InitialProps = { locale: string; product: { name: string } }

const pageScript = document.querySelector('script[data-page="app"]')
const initialPage = JSON.parse(pageScript?.textContent ?? '{}') as Page<InitialProps>
const productName = initialPage.props.product.name

initAppearance()
const i18n = await createClientI18n(initialPage.props.locale, initialPage.component)

// The server picks the language of every response from this header (see detect_user_locale).
http.onRequest((config) => {
  config.headers = { ...config.headers, 'X-Locale': i18n.language }
  return config
})

await createInertiaApp({
  title: (title) => formatTitle(title, productName),
  resolve: async (name) => {
    const pages = import.meta.glob<PageModule>('./pages/**/*.tsx')
    const [page] = await Promise.all([
      resolvePageComponent(`./pages/${name}.tsx`, pages),
      loadLayoutFor(name),
      ensurePageNamespaces(i18n, name),
    ])
    return page.default
  },
  layout: layoutFor,
  setup({ el, App, props }) {
    const tree = (
      <TuyauProvider client={client}>
        <AppProviders i18n={i18n}>
          <App {...props} />
        </AppProviders>
      </TuyauProvider>
    )
    if (el.hasAttribute('data-server-rendered')) hydrateRoot(el, tree)
    else createRoot(el).render(tree)
  },
  progress: { color: '#4B5563' },
})

registerServiceWorker()
