import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| The chat's typing line for one, two and several people, with the real translations and the
| browser's own ICU formatter. Client modules are imported by a computed path so the server's
| typecheck does not pull files of the client project into its program.
*/
type Translate = (key: string, values?: Record<string, string>) => string
const { formatIcu } = (await import('../../inertia/lib/icu.js' as string)) as {
  formatIcu: (message: string, locale: string, values?: Record<string, unknown>) => string
}
const { typingText } = (await import(
  '../../inertia/features/chat/lib/typing_text.js' as string
)) as {
  typingText: (t: Translate, names: string[]) => string
}

function translator(locale: string): Translate {
  const chat = JSON.parse(readFileSync(join(app.languageFilesPath(), locale, 'chat.json'), 'utf8'))
  return (key, values) => {
    const path = key.replace(/^chat\./, '').split('.')
    const message = path.reduce((node, part) => node[part], chat) as unknown as string
    return formatIcu(message, locale, values)
  }
}

test.group('Chat: who is typing', () => {
  test('one, two and several people in {locale}')
    .with([
      {
        locale: 'en',
        one: 'Alice is typing…',
        two: 'Alice and Bob are typing…',
        several: 'Several people are typing…',
      },
      {
        locale: 'sk',
        one: 'Alice píše…',
        two: 'Alice a Bob píšu…',
        several: 'Viacerí ľudia píšu…',
      },
      {
        locale: 'cs',
        one: 'Alice píše…',
        two: 'Alice a Bob píšou…',
        several: 'Několik lidí píše…',
      },
      {
        locale: 'de',
        one: 'Alice schreibt…',
        two: 'Alice und Bob schreiben…',
        several: 'Mehrere Personen schreiben…',
      },
    ])
    .run(({ assert }, expected) => {
      const t = translator(expected.locale)
      assert.equal(typingText(t, []), '')
      assert.equal(typingText(t, ['Alice']), expected.one)
      assert.equal(typingText(t, ['Alice', 'Bob']), expected.two)
      assert.equal(typingText(t, ['Alice', 'Bob', 'Carol']), expected.several)
      assert.equal(typingText(t, ['Alice', 'Bob', 'Carol', 'Dan']), expected.several)
    })
})
