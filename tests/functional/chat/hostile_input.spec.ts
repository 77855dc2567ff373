import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import Message from '#models/message'
import { projectCast } from '../projects/cast.js'
import { chatApi, messageBy } from './chat_helpers.js'

/*
| What a careless script or an attacker types into the chat: markup, scripts, too much, nothing
| visible, direction overrides, emoji. Stored exactly as typed (trimmed) and handed back as text
| (the page renders it as text), or refused with the translated reason; never a server error.
*/
test.group('Chat: hostile input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('markup, scripts, RTL and emoji are stored and answered exactly as typed', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const api = chatApi(client, cast.member)
    for (const text of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)> <b>bold</b> &amp; &lt;',
      '</script><script>alert(document.cookie)</script>',
      'שלום \u202Egnp.exe\u202C مرحبا',
      'Zero\u200Bwidth inside',
      '👩‍👩‍👧‍👦 🇸🇰 é',
      "'; DROP TABLE messages; --",
    ]) {
      const response = await api.post(cast.project.id, { text })
      response.assertStatus(201)
      assert.equal(response.body().data.text, text)
      assert.equal((await Message.findOrFail(response.body().data.id)).body, text)
    }
  })

  test('the project page carries a hostile message as data, never as markup', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await messageBy(cast.member, cast.project, '</script><script>window.pwned=1</script>')
    const response = await client.get(`/projects/${cast.project.id}`).loginAs(cast.owner)
    response.assertStatus(200)
    assert.notInclude(response.text(), '<script>window.pwned=1</script>')
  })

  test('{name} is refused with "{message}"')
    .with([
      { name: 'nothing', text: '', message: 'This field is required.' },
      { name: 'only whitespace', text: ' \n\t \n ', message: 'This field is required.' },
      {
        name: 'only zero-width and direction marks',
        text: '\u200B\u200C\u200D\u2060\uFEFF\u200F',
        message: 'This field is required.',
      },
      {
        name: '5,001 characters',
        text: 'a'.repeat(5001),
        message: 'Must not exceed 5,000 characters.',
      },
      { name: 'a number', text: 42, message: 'This field must be text.' },
      { name: 'an object', text: { html: '<b>' }, message: 'This field must be text.' },
    ])
    .run(async ({ client, assert }, { text, message }) => {
      const cast = await projectCast()
      const response = await chatApi(client, cast.member).post(cast.project.id, { text })
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'text')
      assert.equal(response.body().errors[0].message, message)
      assert.isNull(await Message.query().where('project_id', cast.project.id).first())
    })

  test('5,000 characters fit, counted as people count them (an emoji is one)', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const api = chatApi(client, cast.member)
    ;(await api.post(cast.project.id, { text: `  ${'a'.repeat(5000)}\n` })).assertStatus(201)
    const emoji = await api.post(cast.project.id, { text: '😀'.repeat(5000) })
    emoji.assertStatus(201)
    assert.equal(emoji.body().data.text, '😀'.repeat(5000))
    ;(await api.post(cast.project.id, { text: '😀'.repeat(5001) })).assertStatus(422)
  })

  test("the reason comes in the reader's language", async ({ client, assert }) => {
    const cast = await projectCast()
    const response = await chatApi(client, cast.member)
      .post(cast.project.id, { text: 'x'.repeat(5001) })
      .header('Accept-Language', 'sk')
    const message: string = response.body().errors[0].message
    assert.equal(message.replace(/\s/g, ' '), 'Nesmie presiahnuť 5 000 znakov.')
  })

  test('editing follows the same rules', async ({ client, assert }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Fine as it is')
    const api = chatApi(client, cast.member)
    ;(await api.edit(message.id, { text: '   ' })).assertStatus(422)
    ;(await api.edit(message.id, { text: 'b'.repeat(5001) })).assertStatus(422)
    assert.equal((await Message.findOrFail(message.id)).body, 'Fine as it is')
  })

  test('any body, any query: never a server error', async ({ client, assert }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Target')
    const anyValue = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('\ud800', '\u0000', '1e400', '-1', '0', '2147483648', 'null', ''),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 })
    )
    const body = fc.record(
      { text: anyValue, replyToId: anyValue, clientKey: anyValue },
      { requiredKeys: [] }
    )
    const query = fc.record(
      { before: anyValue, after: anyValue, around: anyValue, changedSince: anyValue },
      { requiredKeys: [] }
    )
    const api = chatApi(client, cast.member)
    await fc.assert(
      fc.asyncProperty(body, query, async (values, qs) => {
        const responses = [
          await api.post(cast.project.id, values),
          await api.edit(message.id, values),
          await api.list(cast.project.id, qs as Record<string, string>),
        ]
        for (const response of responses) assert.isBelow(response.status(), 500)
      }),
      { numRuns: 60 }
    )
  })
})
