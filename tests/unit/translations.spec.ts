import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import IntlMessageFormat from 'intl-messageformat'
import app from '@adonisjs/core/services/app'
import { supportedLocales as locales } from '#shared/preferences'

const langDir = app.languageFilesPath()

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) }
  }, {})
}

function load(locale: string, namespace: string) {
  return flatten(JSON.parse(readFileSync(join(langDir, locale, `${namespace}.json`), 'utf8')))
}

/*
| Words a language has borrowed from English as they are: German says "Passkey" (Google's and
| Apple's German pages do), and "PDF", "Video" and German "Audio" are the words themselves, so
| these keys rightly read the same as in English; so are German "Team", "Status", "Name" and
| "Person", Slovak and Czech "Chat", and Czech "Role".
*/
const BORROWED: Record<string, string[]> = {
  'de/settings': ['nav.passkeys', 'passkeys.title', 'passkeys.fallbackName'],
  'de/common': ['nav.team', 'messages.team'],
  // "Menu" is the Slovak and Czech word too (the public site's "Otvoriť menu", "Otevřít menu").
  'sk/common': ['nav.menu'],
  'cs/common': ['nav.menu'],
  'de/offers': ['received.status'],
  'sk/projects': ['show.tabChat'],
  'cs/projects': ['show.tabChat'],
  'de/projects': ['roles.staff', 'show.tabChat'],
  'cs/team': ['manage.roleTitle', 'fields.role'],
  // German inboxes say "Label" (Gmail, Chatwoot); Orange, Pink and Name are German words too.
  'de/inbox': [
    'filters.labelFilter',
    'labels.title',
    'labels.listLabel',
    'labels.choose',
    'labels.fields.name',
    'labels.colours.orange',
    'labels.colours.pink',
  ],
  'de/team': ['title', 'people.person', 'fields.status', 'fields.name'],
  // German says "Browser"; SMTP and Mailgun are names.
  'de/agreements': ['pdf.userAgent'],
  ...Object.fromEntries(
    ['sk', 'cs', 'de'].map((locale) => [
      `${locale}/mail_in`,
      ['log.source.smtp', 'log.source.mailgun'],
    ])
  ),
  'sk/files': ['kind.pdf', 'kind.video', 'typeName.video'],
  'cs/files': ['kind.pdf', 'kind.video', 'typeName.video'],
  'de/files': ['kind.pdf', 'kind.video', 'kind.audio', 'typeName.video', 'typeName.audio'],
  // The Slovak numbers' own names (IČO, DIČ, IČ DPH) are printed as such on every invoice.
  ...Object.fromEntries(
    ['sk', 'cs', 'de'].map((locale) => [
      `${locale}/invoices`,
      [
        'fields.companyNumber',
        'fields.taxNumber',
        'fields.vatId',
        'fields.iban',
        'fields.swift',
        'pdf.qr',
        ...(locale === 'de' ? ['index.status', 'columns.status'] : []),
      ],
    ])
  ),
}

const namespaces = readdirSync(join(langDir, 'en')).map((file) => file.replace(/\.json$/, ''))

test.group('Translations', () => {
  test('the spec areas exist: common, auth, settings, privacy, terms, offers', ({ assert }) => {
    for (const area of ['common', 'auth', 'settings', 'privacy', 'terms', 'offers']) {
      assert.include(namespaces, area)
    }
  })

  test('{$self} has the same keys in every language')
    .with(namespaces)
    .run(({ assert }, namespace) => {
      const english = Object.keys(load('en', namespace)).sort()
      for (const locale of locales.slice(1)) {
        assert.deepEqual(
          Object.keys(load(locale, namespace)).sort(),
          english,
          `${locale}/${namespace}`
        )
      }
    })

  test('{$self} is really translated: no sk/cs/de value is the English text')
    .with(namespaces)
    .run(({ assert }, namespace) => {
      const english = load('en', namespace)
      for (const locale of locales.slice(1)) {
        const copies = Object.entries(load(locale, namespace))
          .filter(([key, value]) => english[key] === value)
          // Only placeholders and punctuation ("{name}, {company}"): nothing to translate.
          .filter(([, value]) => /\p{L}/u.test(String(value).replace(/\{[^}]*\}/g, '')))
          .filter(([key]) => !BORROWED[`${locale}/${namespace}`]?.includes(key))
          .map(([key]) => key)
        assert.deepEqual(copies, [], `${locale}/${namespace} repeats English`)
      }
    })

  test('{$self} messages are valid ICU in every language')
    .with(namespaces)
    .run(({ assert }, namespace) => {
      for (const locale of locales) {
        for (const [key, message] of Object.entries(load(locale, namespace))) {
          assert.doesNotThrow(
            () => new IntlMessageFormat(message, locale),
            `${locale}/${namespace}.${key}`
          )
          assert.notMatch(
            message,
            /\{\{/,
            `${locale}/${namespace}.${key} uses {{ }} instead of ICU { }`
          )
        }
      }
    })
})
