import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PEOPLE_PER_PAGE } from '#actions/team/list_people'

/* The back office's people (/team) and a person's page (/team/people/{id}): staff only. */
test.group('Team: people', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest is sent to log in; a client gets Not found, on the list and a person', async ({
    client,
    assert,
  }) => {
    const someone = await UserFactory.create()
    const guest = await client.get('/team').redirects(0)
    assert.equal(guest.header('location'), '/login')

    const user = await UserFactory.create()
    for (const path of ['/team', `/team/people/${someone.id}`, '/team/activity']) {
      const response = await client.get(path).loginAs(user).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/app_not_found')
    }
  })

  test('staff see every account with when it was created, last active, verified and two-factor', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const unique = `zuzana-${Date.now()}`
    const person = await UserFactory.apply('twoFactor')
      .merge({
        fullName: 'Zuzana Hrubá',
        email: `${unique}@example.com`,
        lastActiveAt: DateTime.now(),
      })
      .create()
    const response = await client.get('/team').qs({ q: unique }).loginAs(staff).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('team/index')
    const rows = response.inertiaProps.people.data
    assert.lengthOf(rows, 1)
    assert.include(rows[0], {
      id: person.id,
      fullName: 'Zuzana Hrubá',
      email: `${unique}@example.com`,
      role: 'client',
      emailVerified: true,
      twoFactorEnabled: true,
      deactivatedAt: null,
    })
    assert.isString(rows[0].lastActiveAt)
    assert.isString(rows[0].createdAt)
    assert.notProperty(rows[0], 'password')
  })

  test('search matches the name regardless of case, and the filter keeps staff or clients', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const tag = `Kvetoslava${Date.now()}`
    const aClient = await UserFactory.merge({ fullName: `${tag} Client` }).create()
    const aColleague = await UserFactory.apply('staff')
      .merge({ fullName: `${tag} Staff` })
      .create()

    const ids = async (qs: Record<string, string>) =>
      (await client.get('/team').qs(qs).loginAs(staff).withInertia()).inertiaProps.people.data.map(
        (row: { id: number }) => row.id
      )
    assert.sameMembers(await ids({ q: tag.toUpperCase() }), [aClient.id, aColleague.id])
    assert.deepEqual(await ids({ q: tag, kind: 'staff' }), [aColleague.id])
    assert.deepEqual(await ids({ q: tag, kind: 'clients' }), [aClient.id])
    // Anything the list does not know falls back to everyone.
    assert.lengthOf(await ids({ q: tag, kind: 'robots' }), 2)
  })

  test(`the list shows ${PEOPLE_PER_PAGE} people a page`, async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const tag = `pagetest${Date.now()}`
    await UserFactory.merge({ fullName: `${tag} person` }).createMany(PEOPLE_PER_PAGE + 2)
    const first = await client.get('/team').qs({ q: tag }).loginAs(staff).withInertia()
    assert.lengthOf(first.inertiaProps.people.data, PEOPLE_PER_PAGE)
    assert.equal(first.inertiaProps.people.metadata.lastPage, 2)
    const second = await client.get('/team').qs({ q: tag, page: '2' }).loginAs(staff).withInertia()
    assert.lengthOf(second.inertiaProps.people.data, 2)
  })

  test("a person's page lists their projects and conversations", async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const project = await projectWith(person, [], { attributes: { name: 'Pekáreň u Marty' } })
    const conversation = await Conversation.create({
      kind: 'chat',
      status: 'open',
      userId: person.id,
      locale: 'sk',
      lastActivityAt: DateTime.now(),
    })
    const response = await client.get(`/team/people/${person.id}`).loginAs(staff).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('team/show')
    assert.equal(response.inertiaProps.person.id, person.id)
    assert.deepEqual(
      response.inertiaProps.projects.map((row: any) => [row.id, row.name, row.role]),
      [[project.id, 'Pekáreň u Marty', 'owner']]
    )
    assert.deepEqual(
      response.inertiaProps.conversations.map((row: any) => row.id),
      [conversation.id]
    )
    assert.isTrue(response.inertiaProps.canManage)
  })

  test('on their own page staff cannot manage their account; an unknown person is Not found', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const own = await client.get(`/team/people/${staff.id}`).loginAs(staff).withInertia()
    assert.isFalse(own.inertiaProps.canManage)
    const missing = await client.get('/team/people/2147483647').loginAs(staff).withInertia()
    missing.assertStatus(404)
  })

  test('the staff navigation lists Team; a client never sees it', async ({ client }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.create()
    const staffPage = await client.get('/dashboard').loginAs(staff).withInertia()
    staffPage.assertInertiaPropsContains({ can: { accessTeam: true } })
    const clientPage = await client.get('/dashboard').loginAs(user).withInertia()
    clientPage.assertInertiaPropsContains({ can: { accessTeam: false } })
  })
})
