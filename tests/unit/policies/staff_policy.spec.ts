import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import StaffPolicy from '#policies/staff_policy'
import { UserFactory } from '#database/factories/user_factory'

const staffAreas: ('accessOffers' | 'accessInbox')[] = ['accessOffers', 'accessInbox']

test.group('StaffPolicy', () => {
  test('staff may use {$self}')
    .with(staffAreas)
    .run(async ({ assert }, ability) => {
      const staff = await UserFactory.apply('staff').make()
      assert.isTrue(await new Bouncer(staff).with(StaffPolicy).allows(ability))
    })

  test('a client is told {$self} does not exist (404)')
    .with(staffAreas)
    .run(async ({ assert }, ability) => {
      const client = await UserFactory.make()
      const answer = await new Bouncer(client).with(StaffPolicy).execute(ability)
      assert.isFalse(answer.authorized)
      assert.equal(answer.status, 404)
    })

  test('a guest is refused {$self}')
    .with(staffAreas)
    .run(async ({ assert }, ability) => {
      assert.isFalse(await new Bouncer<User>(null).with(StaffPolicy).allows(ability))
    })
})
