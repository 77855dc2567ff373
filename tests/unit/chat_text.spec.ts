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

  test('control characters, the braille blank, Hangul fillers and other invisibles are empty', ({
    assert,
  }) => {
    for (const text of [
      '\u0000\u0001\u001F\u007F',
      '\u0085\u009F',
      '\u2800',
      '\u3164\u115F\u1160\uFFA0',
      '\u061C\u2066\u2069',
      '\u00AD\u034F\uFE0F\u180E\u17B4',
      '\u{E0001}\u{E0041}\u{E007F}',
      '\u3000\u00A0\u2028',
      '\ud800',
    ]) {
      assert.isTrue(isBlankMessage(text), JSON.stringify(text))
    }
    // Visible neighbours of those: a braille dot, a Hangul letter, the replacement character.
    for (const text of ['\u2801', '\u3131', '\uFFFD', '\u2800x']) {
      assert.isFalse(isBlankMessage(text), JSON.stringify(text))
    }
  })
})
