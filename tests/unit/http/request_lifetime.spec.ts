import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import WellFormedInputMiddleware from '#middleware/well_formed_input_middleware'
import { recordTranslations, rememberMessageSource } from '#infrastructure/error_sources'
import { ERROR_SOURCES_FLASH } from '#infrastructure/session_keys'

/*
| A closure stored on a request's own objects kept the whole request alive through V8's
| young-generation collections: a tenth of what every request allocated was promoted to the old
| generation, and collections took 15–20 ms under load (docs/performance.md). The per-request hooks are wrapped once on their classes instead; these tests
| hold both to what they do, and to storing nothing on the request's objects.
*/
test.group('Per-request hooks', () => {
  test('the parsed body is made well-formed without a closure on the request', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    await new WellFormedInputMiddleware().handle(ctx, async () => {
      ctx.request.setInitialBody({ name: 'a\ud800b', notes: ['x\u0000y'] })
    })
    assert.deepEqual(ctx.request.all(), { name: 'a\ufffdb', notes: ['xy'] })
    assert.deepEqual(ctx.request.original(), { name: 'a\ufffdb', notes: ['xy'] })
    assert.isFalse(Object.hasOwn(ctx.request, 'setInitialBody'))
  })

  test("a request's translations keep their source without a closure on its i18n", async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    ctx.i18n = i18nManager.locale('sk')
    recordTranslations(ctx.i18n)
    const message = ctx.i18n.t('auth.verify.invalidLink')
    const flashed: Record<string, unknown> = {}
    ;(ctx as { session?: unknown }).session = {
      flash: (key: string, value: unknown) => (flashed[key] = value),
    }
    rememberMessageSource(ctx, 'email', message)
    assert.deepEqual(flashed[ERROR_SOURCES_FLASH], {
      email: { key: 'auth.verify.invalidLink', values: {}, message },
    })
    assert.isFalse(Object.hasOwn(ctx.i18n, 't'))
  })

  test('an i18n that no request marked records nothing', async ({ assert }) => {
    const ctx = await testUtils.createHttpContext()
    ctx.i18n = i18nManager.locale('en')
    const message = ctx.i18n.t('auth.verify.invalidLink')
    const flashed: Record<string, unknown> = {}
    ;(ctx as { session?: unknown }).session = {
      flash: (key: string, value: unknown) => (flashed[key] = value),
    }
    rememberMessageSource(ctx, 'email', message)
    assert.deepEqual(flashed, {})
  })
})
