import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'
import { defaultLocale, supportedLocales } from '#shared/preferences'

const i18nConfig = defineConfig({
  defaultLocale,
  supportedLocales: [...supportedLocales],
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
