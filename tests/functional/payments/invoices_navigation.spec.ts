import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { paymentsWorld } from './payments_helpers.js'

test.group('Invoices in the shell', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test('staff and a project owner see Invoices in the navigation; a member, a viewer and an outsider do not', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, viewer, outsider } = await paymentsWorld()
    const listed = async (user: typeof staff) =>
      (await client.get('/settings/appearance').loginAs(user).withInertia()).inertiaProps.can
        .accessInvoices
    assert.isTrue(await listed(staff))
    assert.isTrue(await listed(owner))
    assert.isFalse(await listed(member))
    assert.isFalse(await listed(viewer))
    assert.isFalse(await listed(outsider))
    ;(await client.get('/invoices').loginAs(owner).withInertia()).assertStatus(200)
    ;(await client.get('/invoices').loginAs(member).withInertia()).assertStatus(403)
  })
})
