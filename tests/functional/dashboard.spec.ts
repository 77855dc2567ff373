import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'

test.group('Dashboard greeting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new account is welcomed, not welcomed back, for the whole first session', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Nora New' }).create()
    const first = await client.get('/dashboard').loginAs(user)
    first.assertStatus(200)
    assert.include(first.text(), 'Welcome, Nora New')
    assert.notInclude(first.text(), 'Welcome back')

    // A reload (or a language switch) in the same session keeps the greeting.
    const reload = await client.get('/dashboard').loginAs(user).withSession(first.session())
    assert.include(reload.text(), 'Welcome, Nora New')

    await user.refresh()
    assert.isNotNull(user.welcomedAt)
  })

  test('a later visit in another session is welcomed back, in the chosen language', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Nora New' }).create()
    await client.get('/dashboard').loginAs(user)
    const later = await client.get('/dashboard').loginAs(user)
    assert.include(later.text(), 'Welcome back, Nora New')

    const german = await client.get('/dashboard?lang=de').loginAs(user)
    assert.include(german.text(), 'Willkommen zurück, Nora New')
  })

  test('the first visit greets in the chosen language too', async ({ client, assert }) => {
    const user = await UserFactory.merge({ fullName: 'Nora New' }).create()
    const slovak = await client.get('/dashboard?lang=sk').loginAs(user)
    assert.include(slovak.text(), 'Vitajte, Nora New')
  })
})
