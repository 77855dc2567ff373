import { test } from '@japa/runner'
import { conversationsPerAddress } from '#services/chat_limit_setting'

/* The per-address ceiling on new chat conversations stays where a shared network fits. */
test.group('CHAT_CONVERSATIONS_PER_ADDRESS', () => {
  test('unset means the default; 30..150 are taken', ({ assert }) => {
    assert.isUndefined(conversationsPerAddress('CHAT_CONVERSATIONS_PER_ADDRESS', undefined))
    assert.isUndefined(conversationsPerAddress('CHAT_CONVERSATIONS_PER_ADDRESS', ''))
    for (const value of ['30', '60', '150']) {
      assert.equal(conversationsPerAddress('CHAT_CONVERSATIONS_PER_ADDRESS', value), Number(value))
    }
  })

  test('{$self} stops the app with the variable named')
    .with(['5', '29', '151', '60.5', 'many'])
    .run(({ assert }, value) => {
      assert.throws(
        () => conversationsPerAddress('CHAT_CONVERSATIONS_PER_ADDRESS', value),
        /CHAT_CONVERSATIONS_PER_ADDRESS: a whole number from 30 to 150/
      )
    })
})
