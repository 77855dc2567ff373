import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import { baseUrl } from '#tests/helpers/browser'

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/* One exchange as a browser without JavaScript makes it: raw bytes, nothing decoded. */
function send(path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${baseUrl()}${path}`, { method: body ? 'POST' : 'GET', headers })
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        })
      )
    })
    outgoing.end(body)
  })
}

function text(answer: Answer) {
  const gzip = answer.headers['content-encoding'] === 'gzip'
  return (gzip ? gunzipSync(answer.body) : answer.body).toString('utf8')
}

function nonceOf(answer: Answer) {
  return /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]
}

function tokenOf(html: string) {
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)![1]
}

/* What the contact form sends as `_csrf` when it is submitted without JavaScript. */
function formTokenOf(html: string) {
  const input = /<input[^>]*name="_csrf"[^>]*>/.exec(html)![0]
  return /value="([^"]+)"/.exec(input)![1]
}

/* The page with this response's own values blanked: what every visitor gets alike. */
function shared(answer: Answer) {
  const html = text(answer)
  return html.replaceAll(nonceOf(answer), 'NONCE').replaceAll(tokenOf(html), 'TOKEN')
}

/* The Cookie header a browser would send after these answers (later cookies replace earlier). */
function cookiesOf(...answers: Answer[]) {
  const jar = new Map<string, string>()
  for (const line of answers.flatMap((answer) => answer.headers['set-cookie'] ?? [])) {
    const pair = line.split(';')[0]
    jar.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  return [...jar.values()].join('; ')
}

const page = { 'Accept': 'text/html', 'Accept-Encoding': 'gzip, deflate, br' }

test.group('Compressed answers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page is gzip, the same page as uncompressed, with its own nonce and token', async ({
    assert,
  }) => {
    const first = await send('/', page)
    const second = await send('/', page)
    const plain = await send('/', { ...page, 'Accept-Encoding': 'identity' })

    for (const answer of [first, second]) {
      assert.equal(answer.headers['content-encoding'], 'gzip')
      assert.include(String(answer.headers.vary), 'Accept-Encoding')
      assert.equal(Number(answer.headers['content-length']), answer.body.length)
      const html = text(answer)
      // The token reaches the page in the meta tag, the contact form and the page data.
      assert.isAtLeast(html.split(tokenOf(html)).length - 1, 3)
      assert.include(html, `nonce="${nonceOf(answer)}"`)
    }
    assert.notEqual(nonceOf(first), nonceOf(second))
    assert.notEqual(tokenOf(text(first)), tokenOf(text(second)))
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(shared(first), shared(second))
    assert.equal(shared(first), shared(plain))
  })

  test('an Inertia visit over 8 KB is gzip; a smaller one is sent as it is', async ({
    assert,
    client,
  }) => {
    const user = await UserFactory.create()
    const small = await client
      .get('/settings/appearance')
      .header('Accept-Encoding', 'gzip')
      .withInertia()
      .loginAs(user)
    small.assertStatus(200)
    small.assertHeaderMissing('content-encoding')
    // The same bytes for every client, so caches need not keep a copy per encoding.
    assert.notInclude(String(small.header('vary') ?? ''), 'Accept-Encoding')
    assert.equal(Number(small.header('content-length')), Buffer.byteLength(small.text()))
    assert.match(String(small.header('content-type')), /^application\/json/)
    small.assertInertiaComponent('settings/appearance')

    // A project page with its chat's first page of messages is well past the threshold.
    const project = await projectWith(user)
    await MessageFactory.merge({ projectId: project.id, authorId: user.id }).createMany(50)
    const large = await client
      .get(`/projects/${project.id}`)
      .header('Accept-Encoding', 'gzip')
      .withInertia()
      .loginAs(user)
    large.assertHeader('content-encoding', 'gzip')
    assert.include(String(large.header('vary')), 'Accept-Encoding')
    large.assertInertiaComponent('projects/show')

    const health = await client.get('/health').header('Accept-Encoding', 'gzip')
    health.assertStatus(200)
    health.assertHeaderMissing('content-encoding')
  })
})

test.group('Public pages rendered once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('the contact form of a page served from the cache works without JavaScript', async ({
    assert,
  }) => {
    mail.fake()
    await send('/', page)
    const visit = await send('/', page)
    const token = formTokenOf(text(visit))

    // The honeypot answers like a real message, so nothing is stored or sent.
    const form = new URLSearchParams({
      _csrf: token,
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our clinic.',
      consent: 'true',
      website: 'http://spam.example',
    })
    const sent = await send(
      '/contact',
      { ...page, 'Cookie': cookiesOf(visit), 'Content-Type': 'application/x-www-form-urlencoded' },
      form.toString()
    )
    assert.equal(sent.status, 302)

    const after = await send('/', { ...page, Cookie: cookiesOf(visit, sent) })
    assert.include(
      text(after),
      'Thank you for your message. We reply within a few hours, Monday to Friday, 9:00'
    )
  })
})
