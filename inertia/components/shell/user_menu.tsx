import { LogOut, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { Button } from '~/components/ui/button'
import { useSharedProps } from '~/hooks/use_page_props'

export function UserMenu() {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const router = useRouter()
  if (!user) return null

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The visible name is part of the button's name (WCAG 2.5.3), after what it does. */}
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <span className="sr-only">{t('common.userMenu.open')}</span>
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {user.initials}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">
            {user.fullName}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="text-sm font-medium text-foreground">{user.fullName}</span>
          <span className="truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link route="settings">
            <Settings aria-hidden />
            {t('common.nav.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => router.post({ route: 'session.destroy' })}>
          <LogOut aria-hidden />
          {t('common.nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
