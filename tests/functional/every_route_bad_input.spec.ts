import { test } from '@japa/runner'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory } from '#database/factories/user_factory'
import {
  anyValue,
  encoding,
  RAW_KEY,
  send,
  sendMultipart,
  shownMessages,
} from '#tests/helpers/hostile_input'
import { tmpUploads } from '#tests/helpers/upload_tmp'

/*
| Generated bodies and parameters sent to every route that takes input, read from the router so
| a route added later is covered without anyone remembering it. Whoever sends them (a guest, a
| client, staff) and however (form, JSON, a script asking for JSON), the answer is never a
| server error, no message shown is an untranslated key, and the server keeps serving.
| The signed Pusher HTTP API (/apps/...) has its own tests; the areas' own property tests go
| deeper into their fields.
*/
type RouteInfo = { pattern: string; method: string }

const FIELDS = [
  'email',
  'password',
  'passwordConfirmation',
  'currentPassword',
  'fullName',
  'name',
  'description',
  'text',
  'replyToId',
  'clientKey',
  'subject',
  'content',
  'greeting',
  'salutation',
  'locale',
  'recipientEmail',
  'status',
  'progress',
  'estimation',
  'price',
  'currency',
  'role',
  'code',
  'recoveryCode',
  'remember',
  'terms',
  'message',
  'website',
  'answer',
  'enabled',
  'messageId',
  'socket_id',
  'channel_name',
  'endpoint',
  'keys',
  'colour',
  'labelIds',
  'rating',
  'comment',
  'ratingEnabled',
  // The plan's revision form and the agreement to it (plan_revisions.spec.ts).
  'estimationHours',
  'depositPercent',
  'paymentDays',
  'milestones',
  'revision',
  'milestone',
]

const routes = (): RouteInfo[] =>
  Object.values(router.toJSON())
    .flat()
    .filter((route) => !route.pattern.startsWith('/__test') && !route.pattern.startsWith('/apps/'))
    .map((route) => ({
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
    }))

const parameter = fc.oneof(
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '%F0%9F%98%80', '..'),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent)
)

const body = fc.dictionary(
  fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 4 }, fc.string({ maxLength: 8 })),
  anyValue,
  { maxKeys: 6 }
)

const query = fc.dictionary(
  fc.constantFrom(
    'before',
    'after',
    'changedSince',
    'page',
    'q',
    'status',
    'search',
    'label',
    'weeks'
  ),
  fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
  { maxKeys: 2 }
)

test.group('Every route: generated input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Generated logins and contact messages use up the per-address limits; later tests need them.
  group.each.teardown(() => limiter.clear())

  test('never a 5xx, never an untranslated message, and the server keeps serving', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.create()
    const all = routes()
    assert.isAbove(all.length, 60)

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.array(parameter, { minLength: 4, maxLength: 4 }),
        query,
        body,
        encoding,
        fc.constantFrom('guest', 'client', 'staff'),
        async (route, values, search, fields, how, who) => {
          let index = 0
          const path = route.pattern.replace(/:[a-zA-Z]+\??/g, () => values[index++])
          const qs = new URLSearchParams(search).toString()
          let request = (client as any)[route.method](qs ? `${path}?${qs}` : path)
          if (who !== 'guest') request = request.loginAs(who === 'staff' ? staff : user)
          if (route.method === 'get') {
            request = request.redirects(0)
            if (how === 'json-api') request = request.accept('json')
          } else {
            request = send(request, fields, how)
          }
          const response = await request
          const label = `${route.method.toUpperCase()} ${path} as ${who} (${how})`
          // The readiness probe's 503 is its answer, not an error: a database slower than its
          // timeout (a loaded machine) is reported as not ready (tests/functional/health.spec.ts).
          const readiness = route.pattern === '/health' && response.status() === 503
          if (!readiness) assert.isBelow(response.status(), 500, label)
          for (const message of shownMessages(response)) {
            assert.notMatch(message, RAW_KEY, label)
          }
        }
      ),
      { numRuns: 400 }
    )

    const health = await client.get('/health')
    health.assertStatus(200)
    // 400 requests: about 10 s alone on SQLite, several times that on PostgreSQL under CI's load.
  }).timeout(180_000)

  test('a multipart body with a file to every POST, PUT and PATCH route leaves nothing behind', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.create()
    const changes = routes().filter((route) => ['post', 'put', 'patch'].includes(route.method))
    assert.isAbove(changes.length, 40)
    const before = await tmpUploads()
    for (const route of changes) {
      const path = route.pattern.replace(/:[a-zA-Z]+\??/g, '1')
      for (const who of ['guest', 'client', 'staff'] as const) {
        let request = (client as any)[route.method](path)
        if (who !== 'guest') request = request.loginAs(who === 'staff' ? staff : user)
        const response = await sendMultipart(request, { text: 'hello', purpose: 'message' })
        const label = `${route.method.toUpperCase()} ${path} as ${who} (multipart)`
        assert.isBelow(response.status(), 500, label)
        for (const message of shownMessages(response)) assert.notMatch(message, RAW_KEY, label)
        assert.deepEqual(await tmpUploads(), before, label)
      }
      await limiter.clear()
    }
  }).timeout(180_000)
})
