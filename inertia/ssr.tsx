import ReactDOMServer from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import type { Page } from '@inertiajs/core'
import type { Resource } from 'i18next'
import { client } from '~/client'
import { AppProviders } from '~/components/app_providers'
import { defaultLocale } from '@shared/preferences'
import { createServerI18n } from '~/lib/i18n'
import { formatTitle } from '~/lib/title'
import { cachePublicPages } from '~/lib/ssr_cache'
import { layoutFor, loadLayoutFor } from '~/layouts/page_layouts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../resources/lang/*/*.json', {
  eager: true,
})
const resources: Resource = {}
for (const [path, file] of Object.entries(files)) {
  const [, locale, namespace] = path.match(/lang\/([a-z]{2})\/([\w-]+)\.json$/)!
  resources[locale] = { ...resources[locale], [namespace]: file.default }
}

type PageModule = { default: ResolvedComponent }
type InitialProps = { locale: string; product: { name: string } }

function render(page: Page<InitialProps>) {
  const i18n = createServerI18n(page.props.locale ?? defaultLocale, resources)
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => formatTitle(title, page.props.product.name),
    resolve: async (name) => {
      const pages = import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true })
      await loadLayoutFor(name)
      return (await resolvePageComponent(`./pages/${name}.tsx`, pages)).default
    },
    layout: layoutFor,
    setup: ({ App, props }) => (
      <TuyauProvider client={client}>
        <AppProviders i18n={i18n}>
          <App {...props} />
        </AppProviders>
      </TuyauProvider>
    ),
  })
}

export default cachePublicPages(render)
