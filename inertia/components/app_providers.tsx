import { useEffect, type ReactNode } from 'react'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { applyDevicePreference } from '~/lib/i18n'

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  useEffect(() => {
    void applyDevicePreference(i18n).finally(() => {
      // Marks the moment the page is interactive and in its final language (tests wait for it).
      document.documentElement.dataset.hydrated = 'true'
    })
  }, [i18n])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
