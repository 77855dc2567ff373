import { Head } from '@inertiajs/react'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { appearances, useAppearance } from '~/hooks/use_appearance'
import { useSharedProps } from '~/hooks/use_page_props'
import { cn } from '~/lib/utils'

const icons = { light: Sun, dark: Moon, system: Monitor }

export default function AppearanceSettings() {
  const { t } = useTranslation()
  const { appearance: serverAppearance } = useSharedProps()
  const { appearance, setAppearance } = useAppearance(serverAppearance)

  return (
    <>
      <Head title={t('settings.appearance.title')} />
      <h2 className="text-lg font-semibold">{t('settings.appearance.title')}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('settings.appearance.description')}</p>
      <div
        role="radiogroup"
        aria-label={t('settings.appearance.title')}
        className="inline-flex gap-1 rounded-lg bg-muted p-1"
      >
        {appearances.map((option) => {
          const Icon = icons[option]
          const checked = appearance === option
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => setAppearance(option)}
              className={cn(
                'flex items-center gap-2 rounded-md px-3.5 py-1.5 text-sm max-sm:min-h-11 font-medium text-muted-foreground transition-colors',
                checked && 'bg-background text-foreground shadow-sm'
              )}
            >
              <Icon className="size-4" aria-hidden />
              {t(`common.appearance.${option}`)}
            </button>
          )
        })}
      </div>
    </>
  )
}
