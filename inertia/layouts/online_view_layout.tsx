import type { ReactNode } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import { ThemeToggle } from '~/components/shell/theme_toggle'
import { LanguageSelector } from '~/components/shell/language_selector'
import { SkipLink } from '~/components/shell/skip_link'
import { BrandMark } from '~/features/marketing/components/brand_mark'

/*
| An offer's online view: a document for one reader, so no site navigation,
| no sign-in buttons and no chat button compete with its answer; only the company's name, the
| language and the appearance. Like the other public pages it is server-rendered HTML with the
| small public script (inertia/public.ts).
*/
export function OnlineViewLayout({ children }: { children: ReactNode }) {
  const { product } = useSharedProps()
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30 print:bg-transparent">
      <SkipLink />
      <header className="border-b bg-background print:border-0">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:px-6">
          <span className="flex items-center gap-2.5 font-semibold tracking-tight">
            <BrandMark name={product.name} />
            {product.name}
          </span>
          <div className="ml-auto flex items-center gap-1 print:hidden">
            <LanguageSelector />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
