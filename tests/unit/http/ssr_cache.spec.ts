import { test } from '@japa/runner'

type Rendered = { head: string[]; body: string }
type Page = { component: string; url: string; props: Record<string, unknown> }
type Render = (page: Page) => Promise<Rendered>

/*
| The cache is client code (inertia/, its own TypeScript project); imported by a computed path
| so the server's typecheck does not pull a file of the client project into its own program.
*/
const clientModule = '../../../inertia/lib/ssr_cache.js'
const { cachePublicPages } = (await import(clientModule)) as {
  cachePublicPages: (render: Render) => Render
}

/* A render that writes the token where a page does (meta, form, page data) and counts calls. */
function counting() {
  const calls: Page[] = []
  const render: Render = async (page) => {
    calls.push(page)
    const token = String(page.props.csrfToken)
    return {
      head: [`<meta name="csrf-token" content="${token}">`],
      body: `<form><input name="_csrf" value="${token}"></form><p>${page.props.locale}</p>`,
    }
  }
  return { calls, render }
}

const landing = (token: string, props: Record<string, unknown> = {}): Page => ({
  component: 'marketing/home',
  url: '/',
  props: { locale: 'en', csrfToken: token, errors: {}, flash: { success: undefined }, ...props },
})

test.group('Server render of public pages', () => {
  test('the same page for two visitors is rendered once, each with its own token', async ({
    assert,
  }) => {
    const { calls, render } = counting()
    const cached = cachePublicPages(render)
    const first = await cached(landing('token-one'))
    const second = await cached(landing('token-two'))
    assert.lengthOf(calls, 1)
    assert.deepEqual(first.head, ['<meta name="csrf-token" content="token-one">'])
    assert.include(first.body, 'value="token-one"')
    assert.deepEqual(second.head, ['<meta name="csrf-token" content="token-two">'])
    assert.include(second.body, 'value="token-two"')
    assert.notInclude(second.body, 'token-one')
  })

  test('another language is another render', async ({ assert }) => {
    const { calls, render } = counting()
    const cached = cachePublicPages(render)
    await cached(landing('a'))
    const sk = await cached(landing('b', { locale: 'sk' }))
    assert.lengthOf(calls, 2)
    assert.include(sk.body, '<p>sk</p>')
  })

  test('a page after a form round trip, and an app page, are rendered every time', async ({
    assert,
  }) => {
    const { calls, render } = counting()
    const cached = cachePublicPages(render)
    const failed = landing('a', { errors: { email: ['The email field must be a valid email'] } })
    await cached(failed)
    await cached(failed)
    const sent = landing('a', { flash: { success: 'Thank you for your message.' } })
    await cached(sent)
    await cached(sent)
    const dashboard = { ...landing('a'), component: 'dashboard' }
    await cached(dashboard)
    await cached(dashboard)
    assert.lengthOf(calls, 6)
    assert.equal(calls[0], failed)
  })

  test('a kept render is made again after a minute (the footer shows the year)', async ({
    assert,
  }) => {
    const { calls, render } = counting()
    const cached = cachePublicPages(render)
    const realNow = Date.now
    try {
      await cached(landing('a'))
      Date.now = () => realNow() + 61_000
      await cached(landing('b'))
    } finally {
      Date.now = realNow
    }
    assert.lengthOf(calls, 2)
  })
})
