import { test } from '@japa/runner'
import { absoluteUrl } from '#services/seo'
import { supportedLocales as locales } from '#shared/preferences'
import conversationsConfig from '#config/conversations'
import { headings, message, plainText, sectionKeys, tags } from './helpers.js'

/*
| The public pages as a crawler or a visitor without JavaScript gets them: server-rendered HTML
| in each language, chosen by ?lang= or by the browser's Accept-Language.
*/
const homeSections = [
  'marketing.services.title',
  'marketing.why.title',
  'marketing.about.title',
  'marketing.process.title',
  'marketing.chatSection.title',
  'marketing.contact.title',
]

test.group('Landing page without JavaScript', () => {
  test('{$self}: hero and every section heading are in the HTML')
    .with([...locales])
    .run(async ({ client, assert }, locale) => {
      const response = await client.get(`/?lang=${locale}`)
      response.assertStatus(200)
      const html = response.text()
      assert.include(html, `<html lang="${locale}"`)
      assert.deepEqual(headings(html, 1), [message(locale, 'marketing.hero.title')])
      const h2 = headings(html, 2)
      for (const key of homeSections) assert.include(h2, message(locale, key), key)
    })

  test('{$self} by Accept-Language: services, the 7 steps and the chat panel')
    .with([...locales])
    .run(async ({ client, assert }, locale) => {
      const html = (await client.get('/').header('Accept-Language', `${locale};q=0.9`)).text()
      assert.deepEqual(headings(html, 1), [message(locale, 'marketing.hero.title')])
      const h3 = headings(html, 3)
      for (const service of ['mobile', 'web', 'websites']) {
        assert.include(h3, message(locale, `marketing.services.${service}.title`))
      }
      const text = plainText(html)
      for (let step = 1; step <= 7; step++) {
        assert.include(text, message(locale, `marketing.process.steps.s${step}.title`))
        assert.include(text, message(locale, 'marketing.process.stepLabel', { number: step }))
      }
      assert.include(text, message(locale, 'marketing.chatSection.cta'))
    })

  test('the steps are in the specification order', async ({ client, assert }) => {
    const text = plainText((await client.get('/?lang=en')).text())
    const steps = [
      'Get started',
      'Share your vision',
      'We craft a plan',
      'Agree on the plan',
      'We build it',
      'You test it',
      'Launch and ongoing support',
    ]
    const process = text.slice(text.indexOf('Seven clear steps'))
    const positions = steps.map((step) => process.indexOf(step))
    assert.notInclude(positions, -1)
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b)
    )
  })

  test('the contact form and the company details are server-rendered', async ({
    client,
    assert,
  }) => {
    const html = (await client.get('/?lang=sk')).text()
    for (const name of ['name', 'email', 'message', 'consent', 'website']) {
      assert.match(html, new RegExp(`<(input|textarea)[^>]*name="${name}"`), name)
    }
    const text = plainText(html)
    for (const value of ['Codeva s.r.o.', '12 345 678', 'SK2123456789', 'hello@codeva.example']) {
      assert.include(text, value)
    }
    assert.include(text, 'Mlynské nivy 5, 821 09 Bratislava, Slovensko')
    assert.include(html, 'href="/privacy"')
    assert.include(html, 'href="/terms"')
  })

  test('guests are offered registration and sign-in', async ({ client, assert }) => {
    const html = (await client.get('/?lang=en')).text()
    assert.include(html, 'href="/register"')
    assert.include(html, 'href="/login"')
    assert.notInclude(html, 'href="/dashboard"')
  })
})

test.group('Legal pages without JavaScript', () => {
  for (const document of ['privacy', 'terms'] as const) {
    test(`/${document} in {$self}: h1, the date, every section as an h2, placeholders filled`)
      .with([...locales])
      .run(async ({ client, assert }, locale) => {
        const response = await client.get(`/${document}`).header('Accept-Language', locale)
        response.assertStatus(200)
        const html = response.text()
        assert.deepEqual(headings(html, 1), [message(locale, `${document}.title`)])
        const h2 = headings(html, 2)
        const sections = sectionKeys(locale, document)
        assert.isAtLeast(sections.length, 10)
        sections.forEach((section, index) => {
          const title = message(locale, `${document}.sections.${section}.title`)
          assert.include(h2, `${index + 1}.${title}`)
        })
        const text = plainText(html)
        assert.include(text, message(locale, `${document}.intro`))
        assert.notMatch(
          text,
          /\{(company|product|address|registrationNumber|vatNumber|email|phone|chatRetentionDays)/
        )
        assert.include(html, '<time dateTime="2026-11-22">')
      })
  }

  test('privacy names the controller with its registration number', async ({ client, assert }) => {
    const text = plainText((await client.get('/privacy?lang=en')).text())
    assert.include(text, 'The controller of your personal data is Codeva s.r.o.')
    assert.include(text, 'Company ID (IČO): 12 345 678')
  })

  test('privacy states the configured chat retention period (CHAT_RETENTION_DAYS)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const configured = conversationsConfig.retentionDays
    cleanup(() => {
      conversationsConfig.retentionDays = configured
    })
    conversationsConfig.retentionDays = 90
    const en = plainText((await client.get('/privacy?lang=en')).text())
    assert.include(en, 'we delete the conversation 90 days after its last message')
    assert.include(en, 'lasts 90 days')
    assert.notInclude(en, '180')
    const sk = plainText((await client.get('/privacy?lang=sk')).text())
    assert.include(sk, 'konverzáciu vymažeme 90 dní po jej poslednej správe')
    conversationsConfig.retentionDays = 3
    const cs = plainText((await client.get('/privacy?lang=cs')).text())
    assert.include(cs, 'konverzaci smažeme 3 dny po její poslední zprávě')
  })

  test('the terms state the minimum age', async ({ client, assert }) => {
    const text = plainText((await client.get('/terms?lang=en')).text())
    assert.match(text, /at least 18/)
  })
})

test.group('Search-engine tags', () => {
  const pages = [
    { path: '/', title: 'marketing.meta.title', description: 'marketing.meta.description' },
    { path: '/privacy', title: 'privacy.meta.title', description: 'privacy.meta.description' },
    { path: '/terms', title: 'terms.meta.title', description: 'terms.meta.description' },
  ]

  for (const page of pages) {
    test(`${page.path} in {$self}: description, canonical, hreflang alternates, Open Graph`)
      .with([...locales])
      .run(async ({ client, assert }, locale) => {
        const html = (await client.get(`${page.path}?lang=${locale}`)).text()
        const metas = tags(html, 'meta')
        const links = tags(html, 'link')
        const meta = (attribute: string, value: string) =>
          metas.find((m) => m[attribute] === value)?.content

        const description = message(locale, page.description)
        const title = `${message(locale, page.title)} - Codeva`
        assert.equal(meta('name', 'description'), description)
        assert.include(html, `<title data-inertia="">${title.replace(/&/g, '&amp;')}</title>`)

        const canonical = links.filter((l) => l.rel === 'canonical')
        assert.deepEqual(
          canonical.map((l) => l.href),
          [absoluteUrl(page.path, locale)]
        )
        assert.match(canonical[0].href, /^http:\/\/localhost:\d+\//)

        const alternates = Object.fromEntries(
          links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href])
        )
        assert.deepEqual(alternates, {
          'en': absoluteUrl(page.path, 'en'),
          'sk': absoluteUrl(page.path, 'sk'),
          'cs': absoluteUrl(page.path, 'cs'),
          'de': absoluteUrl(page.path, 'de'),
          'x-default': absoluteUrl(page.path),
        })

        assert.equal(meta('property', 'og:title'), title)
        assert.equal(meta('property', 'og:description'), description)
        assert.equal(meta('property', 'og:url'), absoluteUrl(page.path, locale))
        assert.equal(meta('property', 'og:site_name'), 'Codeva')
        assert.equal(
          meta('property', 'og:locale'),
          { en: 'en_GB', sk: 'sk_SK', cs: 'cs_CZ', de: 'de_DE' }[locale]
        )
        assert.lengthOf(
          metas.filter((m) => m.property === 'og:locale:alternate'),
          3
        )
      })
  }
})

test.group('Canonical of the x-default URL', () => {
  test('{$self} without ?lang= is its own canonical, whatever language it shows')
    .with(['/', '/privacy', '/terms'])
    .run(async ({ client, assert }, path) => {
      const html = (await client.get(path).header('Accept-Language', 'cs')).text()
      const canonical = tags(html, 'link').filter((l) => l.rel === 'canonical')
      assert.deepEqual(
        canonical.map((l) => l.href),
        [absoluteUrl(path)]
      )
      assert.include(html, '<html lang="cs"')
    })
})

test.group('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page in every language with its alternates', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/sitemap.xml')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/xml/)
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/)
    assert.include(xml, 'xmlns:xhtml="http://www.w3.org/1999/xhtml"')

    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1])
    const paths = ['/', '/privacy', '/terms']
    assert.lengthOf(entries, paths.length * locales.length)
    for (const path of paths) {
      for (const locale of locales) {
        const loc = absoluteUrl(path, locale).replace(/&/g, '&amp;')
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`))
        assert.isDefined(entry, `${path} ${locale}`)
        for (const alternate of locales) {
          assert.include(
            entry!,
            `<xhtml:link rel="alternate" hreflang="${alternate}" href="${absoluteUrl(path, alternate)}"/>`
          )
        }
        assert.include(
          entry!,
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(path)}"/>`
        )
      }
    }
    assert.include(xml, '<lastmod>2026-11-22</lastmod>')
  })

  test('robots.txt allows the public site, keeps crawlers out of the app, names the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain/)
    const lines = response.text().split('\n')
    assert.include(lines, 'User-agent: *')
    assert.include(lines, 'Allow: /')
    for (const path of ['/dashboard', '/projects', '/offers', '/settings', '/broadcasting/']) {
      assert.include(lines, `Disallow: ${path}`)
    }
    assert.notInclude(lines, 'Disallow: /privacy')
    assert.include(lines, `Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})
