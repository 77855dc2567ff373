import type { ReactNode } from 'react'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
