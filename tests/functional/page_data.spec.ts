import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { BaseSerializer } from '@adonisjs/core/transformers'
import { serializer } from '#infrastructure/serializer'
import UserTransformer from '#transformers/user_transformer'
import { TEST_SECRET } from '#tests/helpers/credentials'

/*
| Page data comes from transformers, and the serializer gives JSON endpoints and broadcasts the
| very shape a page loaded for the same record.
*/
test.group('Page data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a broadcast of a user carries exactly what the page received as `user`', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Ema Nová' }).create()
    const page = await client.get('/settings/profile').loginAs(user).withInertia()
    page.assertStatus(200)
    const serialized = await serializer.serialize(UserTransformer.transform(user))
    assert.deepEqual(page.inertiaProps.user, JSON.parse(JSON.stringify(serialized)))
    assert.deepInclude(serialized, {
      fullName: 'Ema Nová',
      initials: 'EN',
      twoFactorEnabled: false,
    })
  })

  test('the `user` prop says two-factor is on only once its setup is confirmed', async ({
    client,
    assert,
  }) => {
    const pending = await UserFactory.apply('twoFactor').create()
    pending.twoFactorConfirmedAt = null
    await pending.save()
    const enabled = await UserFactory.apply('twoFactor').create()
    const pendingPage = await client.get('/settings/profile').loginAs(pending).withInertia()
    const enabledPage = await client.get('/settings/profile').loginAs(enabled).withInertia()
    assert.isFalse(pendingPage.inertiaProps.user.twoFactorEnabled)
    assert.isTrue(enabledPage.inertiaProps.user.twoFactorEnabled)
  })

  test('settled props reach the page as they are, and only transformed ones are serialized (inertia)', async ({
    client,
    assert,
  }) => {
    // patches/@adonisjs+inertia+*.patch; docs/upstream/adonisjs-inertia.md.
    const user = await UserFactory.merge({ fullName: 'Ema Nová' }).create()
    const prototype = BaseSerializer.prototype as unknown as Record<string, Function>
    const serialize = prototype.serialize
    const serialized: unknown[] = []
    prototype.serialize = function (this: unknown, ...args: unknown[]) {
      serialized.push(args[0])
      return serialize.apply(this, args)
    }
    let page
    try {
      page = await client.get('/settings/appearance').loginAs(user).withInertia()
    } finally {
      prototype.serialize = serialize
    }
    page.assertStatus(200)
    const props = page.inertiaProps
    assert.equal(props.user.fullName, 'Ema Nová')
    assert.deepEqual(props.can, {
      accessOffers: false,
      accessInbox: false,
      accessOutbox: false,
      accessTeam: false,
      accessInvoices: false,
    })
    assert.deepEqual(props.locales, ['en', 'sk', 'cs', 'de'])
    assert.equal(props.locale, 'en')
    assert.deepEqual(props.errors, {})
    assert.isFalse(props.staffTwoFactorMissing)
    assert.isNumber(props.unreadTotal)
    assert.isString(props.realtime.key)
    // The user's transformer output is the one value left to the serializer: the shared plain
    // objects, arrays and primitives (about twenty) are the page's values as they are.
    assert.lengthOf(serialized, 1)
  })

  test('no page data carries a secret of the user', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const page = await client.get('/settings/profile').loginAs(user).withInertia()
    const body = JSON.stringify(page.inertiaProps)
    assert.notInclude(body, TEST_SECRET)
    assert.notInclude(body, user.password)
    assert.notProperty(page.inertiaProps.user, 'twoFactorSecret')
  })
})
