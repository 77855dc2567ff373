import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { appearances, useAppearance } from '~/hooks/use_appearance'
import { useSharedProps } from '~/hooks/use_page_props'

const icons = { light: Sun, dark: Moon, system: Monitor }

/*
| Three native radio buttons drawn as icons: the current choice is visible at a glance, arrow
| keys move between them, and screen readers announce "Appearance, Dark, selected".
*/
export function ThemeToggle() {
  const { t } = useTranslation()
  const name = useId()
  const { appearance: serverAppearance } = useSharedProps()
  const { appearance, setAppearance } = useAppearance(serverAppearance)

  return (
    <fieldset className="flex items-center rounded-full border p-0.5">
      <legend className="sr-only">{t('common.appearance.label')}</legend>
      {appearances.map((option) => {
        const Icon = icons[option]
        const checked = appearance === option
        return (
          <label
            key={option}
            title={t(`common.appearance.${option}`)}
            className="flex size-7 max-sm:size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              onChange={() => setAppearance(option)}
              data-appearance
              className="sr-only"
            />
            <Icon className="size-3.5" aria-hidden />
            <span className="sr-only">{t(`common.appearance.${option}`)}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
