import { test } from '@japa/runner'
import { readReplyToken, replyAddress, replyToken, tokenOfAddress } from '#services/reply_tokens'

const DAY = 86_400_000

test.group('Reply addresses', () => {
  test('a reply address names its thread and recipient and reads back from any case', ({
    assert,
  }) => {
    const thread = { kind: 'project' as const, id: 4211, recipientId: 98765 }
    const address = replyAddress(thread)!
    assert.match(address, /^reply\+[0-9a-z-]+@in\.codeva\.test$/)
    assert.isAtMost(address.split('@')[0].length, 64)
    const token = tokenOfAddress(address.toUpperCase())!
    assert.deepEqual(readReplyToken(token), { thread })
  })

  test('a changed thread, recipient or signature is refused', ({ assert }) => {
    const token = replyToken({ kind: 'conversation', id: 7, recipientId: 0 })
    const [head, recipient, day, signature] = token.split('-')
    for (const forged of [
      [head.replace('c7', 'c8'), recipient, day, signature],
      [head.replace('c7', 'p7'), recipient, day, signature],
      [head, '1', day, signature],
      [head, recipient, (Number.parseInt(day, 36) + 400).toString(36), signature],
      [head, recipient, day, `${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`],
    ]) {
      assert.deepEqual(readReplyToken(forged.join('-')), { error: 'invalid' })
    }
    assert.deepEqual(readReplyToken('not-a-token'), { error: 'invalid' })
  })

  test('an address expires', ({ assert }) => {
    const issued = Date.now() - 400 * DAY
    const token = replyToken({ kind: 'project', id: 1, recipientId: 2 }, issued)
    assert.deepEqual(readReplyToken(token), { error: 'expired' })
    assert.deepEqual(readReplyToken(token, issued + DAY), {
      thread: { kind: 'project', id: 1, recipientId: 2 },
    })
  })

  test('only reply+ addresses at the inbound domain carry a token', ({ assert }) => {
    assert.isNull(tokenOfAddress('hello@in.codeva.test'))
    assert.isNull(tokenOfAddress('reply+abc@elsewhere.test'))
    assert.equal(tokenOfAddress('Reply+ABC@In.Codeva.Test'), 'abc')
  })
})
