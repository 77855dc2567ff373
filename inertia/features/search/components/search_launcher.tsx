import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { SearchPalette, shortcutKeys, useSearchShortcut } from './search_palette'

/*
| The shell's search field: a button that looks like one (a field that opens the palette), the
| shortcut beside it; on phones an icon. Ctrl/⌘K opens the same palette from anywhere.
*/
export function SearchLauncher() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [keys, setKeys] = useState('Ctrl K')
  // The platform is known in the browser only; the server's HTML says Ctrl K.
  useEffect(() => setKeys(shortcutKeys()), [])
  const show = useCallback(() => setOpen(true), [])
  useSearchShortcut(show)
  return (
    <>
      <Button
        variant="outline"
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K"
        className="h-9 justify-start gap-2 px-3 text-muted-foreground max-sm:size-11 max-sm:justify-center max-sm:border-0 max-sm:px-0 sm:w-56 lg:w-72"
      >
        <Search aria-hidden />
        {/* Its name is the text shown; on a phone the text is for screen readers only. */}
        <span className="flex-1 text-left max-sm:sr-only">{t('search.open')}</span>
        <kbd className="rounded border bg-muted px-1.5 font-sans text-[11px] max-sm:sr-only">
          {keys}
        </kbd>
      </Button>
      <SearchPalette open={open} onOpenChange={setOpen} />
    </>
  )
}
