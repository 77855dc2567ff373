import { useTranslation } from 'react-i18next'
import { usePage } from '@inertiajs/react'

export const sectionIds = ['services', 'process', 'about', 'contact'] as const
export type SectionId = (typeof sectionIds)[number]

/*
| Anchors to the landing page's sections. On the landing page they only scroll (`#services`),
| keeping `?lang=`; elsewhere they lead to the landing page (`/#services`).
*/
export function useSectionLinks() {
  const { t } = useTranslation()
  const { component } = usePage()
  const prefix = component === 'marketing/home' ? '' : '/'
  return sectionIds.map((id) => ({
    id,
    href: `${prefix}#${id}`,
    label: t(`marketing.nav.${id}`),
  }))
}
