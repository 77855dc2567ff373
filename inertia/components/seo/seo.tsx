import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useSharedProps } from '~/hooks/use_page_props'

/*
| The head of a public page: title, meta description, canonical URL, one hreflang alternate per
| language plus x-default, and Open Graph / Twitter card tags. Server-rendered with the page.
*/
export function Seo({
  title,
  description,
  seo,
  type = 'website',
}: {
  title: string
  description: string
  /* What the server computes for the page (app/transformers/seo_transformer.ts). */
  seo: Data.Seo
  type?: 'website' | 'article'
}) {
  const { product } = useSharedProps()
  return (
    <Head title={title}>
      <meta head-key="description" name="description" content={description} />
      <link head-key="canonical" rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alternate) => (
        <link
          key={alternate.locale}
          head-key={`alternate-${alternate.locale}`}
          rel="alternate"
          hrefLang={alternate.locale}
          href={alternate.url}
        />
      ))}
      <link
        head-key="alternate-x-default"
        rel="alternate"
        hrefLang="x-default"
        href={seo.xDefault}
      />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:site_name" property="og:site_name" content={product.name} />
      <meta head-key="og:title" property="og:title" content={`${title} - ${product.name}`} />
      <meta head-key="og:description" property="og:description" content={description} />
      <meta head-key="og:url" property="og:url" content={seo.canonical} />
      <meta head-key="og:locale" property="og:locale" content={seo.ogLocale} />
      {seo.ogAlternateLocales.map((locale) => (
        <meta
          key={locale}
          head-key={`og:locale:alternate-${locale}`}
          property="og:locale:alternate"
          content={locale}
        />
      ))}
      <meta head-key="twitter:card" name="twitter:card" content="summary" />
    </Head>
  )
}
