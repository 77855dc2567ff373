import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'
import { defaultLocale, supportedLocales } from '#shared/preferences'

const i18nConfig = defineConfig({
  defaultLocale,
  supportedLocales: [...supportedLocales],
  /*
  | English behind every language, as the package would negotiate it, but named: without this,
  | each request's translator negotiated its fallback afresh.
  */
  fallbackLocales: Object.fromEntries(supportedLocales.map((locale) => [locale, defaultLocale])),
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
