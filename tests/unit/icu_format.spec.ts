import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import IntlMessageFormat from 'intl-messageformat'
import app from '@adonisjs/core/services/app'
import { supportedLocales as locales } from '#shared/preferences'

/*
| The formatter is client code (inertia/, its own TypeScript project); imported by a computed path
| so the server's typecheck does not pull a file of the client project into its own program.
*/
const clientModule = '../../inertia/lib/icu.js'
const { formatIcu } = (await import(clientModule)) as {
  formatIcu: (message: string, locale: string, values?: Record<string, unknown>) => string
}

type Tree = { [key: string]: string | Tree }

function* messages(tree: Tree): Generator<string> {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') yield value
    else yield* messages(value)
  }
}

const langDir = app.languageFilesPath()

/* Several values per argument, so every plural branch (one, few, many, other, =N) is visited. */
function samples(message: string) {
  const names = [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))]
  const numeric = new Set(
    [...message.matchAll(/\{\s*(\w+)\s*,\s*(plural|number)/g)].map((m) => m[1])
  )
  return [0, 1, 2, 4, 5, 21, 1.5, 1000].map((n) =>
    Object.fromEntries(names.map((name) => [name, numeric.has(name) ? n : `«${name}»`]))
  )
}

test.group('Client ICU formatter', () => {
  test('formats every message of every language exactly as intl-messageformat does', ({
    assert,
  }) => {
    let checked = 0
    for (const locale of locales) {
      for (const file of readdirSync(join(langDir, locale))) {
        const tree = JSON.parse(readFileSync(join(langDir, locale, file), 'utf8'))
        for (const message of messages(tree)) {
          for (const values of samples(message)) {
            const expected = new IntlMessageFormat(message, locale).format(values)
            assert.equal(
              formatIcu(message, locale, values),
              expected,
              `${locale}/${file}: ${message}`
            )
            checked++
          }
        }
      }
    }
    assert.isAbove(checked, 1000)
  })

  test('handles the ICU corners: =N, #, select, quotes', ({ assert }) => {
    const cases: [string, Record<string, unknown>][] = [
      ['{n, plural, =0 {none} one {# file} other {# files}}', { n: 0 }],
      ['{n, plural, =0 {none} one {# file} other {# files}}', { n: 1 }],
      ['{n, plural, one {# súbor} few {# súbory} many {# súboru} other {# súborov}}', { n: 3 }],
      ['{kind, select, staff {Team} other {Client}}', { kind: 'staff' }],
      ["It''s {name}''s turn", { name: 'Eva' }],
      ["Braces: '{literal}' and {x}", { x: 1 }],
      ['{count, number} items', { count: 12345 }],
      ['© {year} {company}', { year: 2026, company: 'Codeva s.r.o.' }],
    ]
    for (const [message, values] of cases) {
      assert.equal(
        formatIcu(message, 'sk', values),
        new IntlMessageFormat(message, 'sk').format(values) as string
      )
    }
  })
})
