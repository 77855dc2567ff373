import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import User from '#models/user'

/*
| The same query asked with another limit, or with a limit that is not a small whole number, must
| answer exactly what it asks for; bound values in a join, an EXISTS and a raw query answer as
| bound.
*/
test.group('Queries with a limit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the same query with limits 2, 3, 1 and 2 again returns that many rows each time', async ({
    assert,
  }) => {
    await UserFactory.createMany(4)
    const page = (limit: number) => User.query().orderBy('id', 'asc').limit(limit)
    const ids = (await page(4)).map((user) => user.id)
    for (const limit of [2, 3, 1, 2]) {
      assert.deepEqual(
        (await page(limit)).map((user) => user.id),
        ids.slice(0, limit),
        `limit ${limit}`
      )
    }
    assert.equal((await User.query().orderBy('id', 'asc').first())?.id, ids[0])
  })

  test('a limit past the kept range, and one given as text, still bind as values', async ({
    assert,
  }) => {
    await UserFactory.createMany(3)
    const total = Number((await db.from('users').count('* as total').first()).total)
    assert.lengthOf(await db.from('users').limit(5000), total)
    assert.lengthOf(
      await db
        .from('users')
        .orderBy('id')
        .limit('2' as unknown as number),
      2
    )
  })

  test('bound values in an EXISTS, a lookup and a raw query answer as bound', async ({
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    // `= ?` inside an EXISTS and a join: the terms the planner would look at.
    const rows = await db
      .from('users')
      .whereExists((query) =>
        query
          .from('users as other')
          .whereColumn('other.id', 'users.id')
          .where('other.id', second.id)
      )
      .select('users.id')
    assert.deepEqual(
      rows.map((row) => Number(row.id)),
      [second.id]
    )
    assert.equal((await User.query().where('email', first.email).firstOrFail()).id, first.id)
    const raw = await db.rawQuery('select ? as a from users where id = ? limit ? offset ?', [
      7,
      first.id,
      1,
      0,
    ])
    assert.equal(Number((Array.isArray(raw) ? raw : raw.rows)[0].a), 7)
  })
})
