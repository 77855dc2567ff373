import { test } from '@japa/runner'
import { wellFormed } from '#middleware/well_formed_input_middleware'

test.group('Incoming strings', () => {
  test('half a surrogate pair becomes U+FFFD and NUL characters are dropped', ({ assert }) => {
    assert.deepEqual(wellFormed({ name: 'a\ud800b', notes: ['x\u0000y'], n: 1 }), {
      name: 'a\ufffdb',
      notes: ['xy'],
      n: 1,
    })
  })

  test('ordinary text, emoji and right-to-left text pass unchanged', ({ assert }) => {
    const text = 'Žltý kôň 🐴 שלום'
    assert.equal(wellFormed(text), text)
  })
})
