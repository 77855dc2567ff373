import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import emitter from '@adonisjs/core/services/emitter'
import UserPolicy from '#policies/user_policy'
import { channels } from '#start/channels'
import { userChannel } from '#shared/realtime'
import { UserFactory } from '#database/factories/user_factory'

test.group('UserPolicy: personal notices', (group) => {
  group.each.teardown(() => emitter.restore())

  test("only its owner receives a personal channel; staff do not read others'", async ({
    assert,
  }) => {
    const owner = await UserFactory.merge({ id: 7 }).make()
    const other = await UserFactory.merge({ id: 8 }).make()
    const staff = await UserFactory.apply('staff').merge({ id: 9 }).make()

    assert.isTrue(await new Bouncer(owner).with(UserPolicy).allows('receiveNotices', 7))
    assert.isFalse(await new Bouncer(other).with(UserPolicy).allows('receiveNotices', 7))
    assert.isFalse(await new Bouncer(staff).with(UserPolicy).allows('receiveNotices', 7))
  })

  test('the private-user channel rule answers with the policy', async ({ assert }) => {
    const events = emitter.fake(['authorization:finished'])
    const owner = await UserFactory.merge({ id: 7 }).make()
    const other = await UserFactory.merge({ id: 8 }).make()
    const channel = userChannel.name({ id: 7 })

    assert.deepEqual(await channels.authorize(owner, channel), { readOnly: false })
    assert.isFalse(await channels.authorize(other, channel))

    const asked = events
      .all()
      .filter(({ event }) => event === 'authorization:finished')
      .map(({ data }) => (data as { action: string }).action)
    assert.deepEqual(asked, ['UserPolicy.receiveNotices', 'UserPolicy.receiveNotices'])
  })
})
