import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import limiter from '@adonisjs/limiter/services/main'

/*
| Field errors arrive as text in the request's language, with the key and values they came from,
| so the page can show them in another language after a switch.
*/
test.group('Field errors carry their message key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a validation error: the rule message and its values', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .header('Accept-Language', 'sk')
      .form({ fullName: 'J', email: 'jana@localhost', password: 'x', acceptTerms: 'on' })
      .withCsrfToken()
      .redirects(0)
    const flash = response.flashMessages() as Record<string, any>
    const sources = flash.errorSources
    assert.deepEqual(sources.email, {
      key: 'validator.shared.messages.email',
      values: {},
      message: flash.inputErrorsBag.email[0],
    })
    assert.equal(sources.fullName.key, 'validator.shared.messages.minLength')
    assert.equal(sources.fullName.values.min, 2)
    assert.equal(sources.fullName.message, 'Musí mať aspoň 2 znaky.')
  })

  test('an error a controller makes itself (wrong password) keeps its key too', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: 'not the password' })
      .withCsrfToken()
      .redirects(0)
    const sources = (response.flashMessages() as Record<string, any>).errorSources
    assert.equal(sources.email.key, 'auth.failed')
    assert.equal(sources.email.message, 'These credentials do not match our records.')
  })

  test('the page receives them beside the errors', async ({ client, assert }) => {
    const page = await client
      .get('/login')
      .withFlashMessages({
        inputErrorsBag: { email: ['Please enter a valid email address.'] },
        errorSources: {
          email: {
            key: 'validator.shared.messages.email',
            values: {},
            message: 'Please enter a valid email address.',
          },
        },
      })
      .withInertia()
    assert.equal(page.inertiaProps.errors.email, 'Please enter a valid email address.')
    assert.equal(page.inertiaProps.errorSources.email.key, 'validator.shared.messages.email')
  })
})
