import { test } from '@japa/runner'
import { isBlankMessage, MESSAGE_MAX_LENGTH, messageLength } from '#shared/chat'

/*
| The chat's text rules, shared by the composer's counter and the server's validator: characters
| as people count them, and "empty" as a reader would see it.
*/
test.group('Chat text rules', () => {
  test('an emoji, a flag or an accented letter counts as one character', ({ assert }) => {
    assert.equal(messageLength('abc'), 3)
    assert.equal(messageLength('😀'), 1)
    assert.equal(messageLength('žš'), 2)
    assert.equal(messageLength('😀'.repeat(MESSAGE_MAX_LENGTH)), MESSAGE_MAX_LENGTH)
  })

  test('whitespace, zero-width characters and direction marks alone are empty', ({ assert }) => {
    for (const text of [
      '',
      ' ',
      '\n\t',
      '\u200B',
      '\u200C\u200D',
      '\u2060\uFEFF',
      '\u200F\u202E',
    ]) {
      assert.isTrue(isBlankMessage(text), JSON.stringify(text))
    }
    for (const text of ['a', ' . ', 'zero\u200Bwidth', 'שלום', '😀', '<b></b>']) {
      assert.isFalse(isBlankMessage(text), JSON.stringify(text))
    }
  })
})
