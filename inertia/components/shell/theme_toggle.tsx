import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { appearances, useAppearance, type Appearance } from '~/hooks/use_appearance'
import { useSharedProps } from '~/hooks/use_page_props'

const icons = { light: Sun, dark: Moon, system: Monitor }

export function ThemeToggle() {
  const { t } = useTranslation()
  const { appearance: serverAppearance } = useSharedProps()
  const { appearance, setAppearance } = useAppearance(serverAppearance)
  const Icon = icons[appearance]

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('common.appearance.toggle')}>
          <Icon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('common.appearance.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={appearance}
          onValueChange={(value) => setAppearance(value as Appearance)}
        >
          {appearances.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {t(`common.appearance.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
