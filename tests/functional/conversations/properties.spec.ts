import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { COOKIE, startChat } from './helpers.js'

/*
| The visitor endpoints are open to anyone: whatever arrives (any JSON shape, any cookie, any
| query or id), the answer is a 2xx or a 4xx, never a server error.
*/
const anything = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constantFrom('x'.repeat(5001), '\u200B\u200F', '<script>alert(1)</script>', '/../../etc')
)

const body = fc.record(
  {
    text: anything,
    name: anything,
    email: anything,
    page: anything,
    clientKey: anything,
    website: anything,
    lastId: anything,
  },
  { requiredKeys: [] }
)

test.group('Conversations: the visitor endpoints never answer 5xx', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('any body, with and without a conversation', async ({ client, assert }) => {
    const { token } = await startChat(client)
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, withToken) => {
        await limiter.clear()
        for (const [method, url] of [
          ['post', '/chat/messages'],
          ['patch', '/chat/conversation'],
          ['post', '/chat/read'],
        ] as const) {
          let request = client[method](url).withCsrfToken().accept('json').json(input)
          if (withToken) request = request.withCookie(COOKIE, token)
          const response = await request
          assert.isBelow(response.status(), 500, `${method} ${url} ${JSON.stringify(input)}`)
        }
      }),
      { numRuns: 40 }
    )
  })

  test('any cookie, query and id', async ({ client, assert }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        async (cookie, after, id) => {
          const read = await client
            .get('/chat/conversation')
            .withCookie(COOKIE, cookie)
            .accept('json')
          assert.isBelow(read.status(), 500)
          const messages = await client
            .get('/chat/messages')
            .qs({ after })
            .withCookie(COOKIE, cookie)
            .accept('json')
          assert.isBelow(messages.status(), 500)
          const resume = await client
            .get(`/chat/resume/${encodeURIComponent(id) || '1'}`)
            .qs({ signature: after })
            .redirects(0)
          assert.isBelow(resume.status(), 500)
        }
      ),
      { numRuns: 40 }
    )
  })
})
