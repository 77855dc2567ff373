import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Message from '#models/message'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, projectWith } from '#database/factories/project_factory'

const names = (props: any) => (props.projects.data as { name: string }[]).map((p) => p.name)

test.group('Projects: index and dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the index lists the projects a client belongs to, newest activity first', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const stranger = await UserFactory.create()
    const ago = (hours: number) => ({ lastActivityAt: DateTime.now().minus({ hours }) })
    await projectWith(user, [], { attributes: { name: 'Older', ...ago(5) } })
    await projectWith(stranger, [[user, 'viewer']], { attributes: { name: 'Shared', ...ago(1) } })
    await projectWith(stranger, [], { attributes: { name: 'Not mine', ...ago(0) } })

    const page = await client.get('/projects').loginAs(user).withInertia()
    page.assertInertiaComponent('projects/index')
    assert.deepEqual(names(page.inertiaProps), ['Shared', 'Older'])
    assert.deepEqual(
      page.inertiaProps.projects.data.map((p: any) => p.myRole),
      ['viewer', 'owner']
    )
    assert.isTrue(page.inertiaProps.hasAny)
  })

  test('staff see every project, as no member of most', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    await projectWith(owner, [], { attributes: { name: 'Client project' } })
    const page = await client.get('/projects').loginAs(staff).withInertia()
    assert.deepEqual(names(page.inertiaProps), ['Client project'])
    assert.isNull(page.inertiaProps.projects.data[0].myRole)
  })

  test('search by name, filter by status, sort, paginate', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const [index, name] of ['Alpha app', 'beta site', 'Gamma APP', '100%_done'].entries()) {
      await projectWith(user, [], {
        attributes: { name, status: index === 1 ? 'analyzing' : 'not_started' },
      })
    }
    const get = async (query: string) =>
      (await client.get(`/projects?${query}`).loginAs(user).withInertia()).inertiaProps

    assert.sameMembers(names(await get('q=APP')), ['Alpha app', 'Gamma APP'])
    assert.deepEqual(names(await get('q=%25_')), ['100%_done'])
    assert.deepEqual(names(await get('status=analyzing')), ['beta site'])
    assert.deepEqual(names(await get('sort=name')), [
      '100%_done',
      'Alpha app',
      'beta site',
      'Gamma APP',
    ])
    const unknown = await get('status=nonsense&sort=sideways&page=-3')
    assert.deepEqual(unknown.filters, { q: '', status: null, sort: 'activity' })

    const empty = await get('q=nothing-like-this')
    assert.lengthOf(empty.projects.data, 0)
    assert.isTrue(empty.hasAny, 'an empty search is not a first visit')

    for (let index = 0; index < 10; index++) await projectWith(user)
    const second = await get('page=2')
    assert.deepEqual(second.projects.metadata, {
      total: 14,
      perPage: 12,
      currentPage: 2,
      lastPage: 2,
    })
    assert.lengthOf(second.projects.data, 2)
  })

  test('someone with no project yet gets the first-project prompt', async ({ client }) => {
    const user = await UserFactory.create()
    const page = await client.get('/projects').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ hasAny: false })
  })

  test('creating a project makes the creator its owner and lands on it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/projects')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: '  Bakery app  ', description: '' })
      .redirects(0)
    response.assertFlashMessage('success', 'Project created.')
    const id = Number(response.header('location')!.split('/').pop())
    const page = await client.get(`/projects/${id}`).loginAs(user).withInertia()
    assert.equal(page.inertiaProps.project.name, 'Bakery app')
    assert.isNull(page.inertiaProps.project.description)
    assert.equal(page.inertiaProps.project.myRole, 'owner')
    assert.equal(page.inertiaProps.project.status, 'not_started')
    assert.deepEqual(
      page.inertiaProps.members.map((m: any) => m.role),
      ['owner']
    )
  })

  test('the project page shows members and the stream; pending invitations are on the settings page', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const viewer = await UserFactory.create()
    const project = await projectWith(owner, [[viewer, 'viewer']])
    await invitationTo(project, 'someone@example.com', { invitedById: owner.id })
    await Message.create({ projectId: project.id, authorId: owner.id, body: 'Welcome!' })

    const asOwner = await client
      .get(`/projects/${project.id}/settings`)
      .loginAs(owner)
      .withInertia()
    assert.lengthOf(asOwner.inertiaProps.invitations, 1)
    assert.equal(asOwner.inertiaProps.invitations[0].email, 'someone@example.com')
    assert.notProperty(asOwner.inertiaProps.invitations[0], 'tokenHash')
    const asViewer = await client.get(`/projects/${project.id}`).loginAs(viewer).withInertia()
    assert.notProperty(asViewer.inertiaProps, 'invitations')
    assert.deepEqual(
      asViewer.inertiaProps.members.map((m: any) => [m.userId, m.role, m.isStaff]),
      [
        [owner.id, 'owner', false],
        [viewer.id, 'viewer', false],
      ]
    )
    assert.equal(asViewer.inertiaProps.messages[0].text, 'Welcome!')
    assert.equal(asViewer.inertiaProps.messages[0].author.role, 'owner')
    assert.isFalse(asViewer.inertiaProps.project.can.post)
    assert.isTrue(asViewer.inertiaProps.project.can.leave)
    assert.isFalse(asViewer.inertiaProps.project.can.settings)
  })

  test('the dashboard: recent projects, real counts, and for staff what waits', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    for (let index = 0; index < 6; index++) {
      await projectWith(user, [], {
        attributes: {
          name: `Mine ${index}`,
          lastActivityAt: DateTime.now().minus({ hours: index }),
        },
      })
    }
    const shared = await projectWith(other, [[user, 'member']], {
      planned: true,
      attributes: { name: 'Theirs', lastActivityAt: DateTime.now().minus({ days: 3 }) },
    })
    await Message.createMany([
      { projectId: shared.id, authorId: user.id, body: 'one' },
      { projectId: shared.id, authorId: user.id, body: 'two' },
      { projectId: shared.id, authorId: other.id, body: 'not mine' },
    ])

    const page = await client.get('/dashboard').loginAs(user).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(
      props.recentProjects.map((p: any) => p.name),
      ['Mine 0', 'Mine 1', 'Mine 2', 'Mine 3', 'Mine 4']
    )
    assert.include(props.counts, {
      totalProjects: 7,
      ownedProjects: 6,
      messagesSent: 2,
      invitations: 0,
    })
    assert.isNull(props.team)

    const staffPage = await client.get('/dashboard').loginAs(staff).withInertia()
    const queues = (staffPage.inertiaProps as any).team
    assert.isAtLeast(queues.counts.newProjects, 6)
    assert.isAtLeast(queues.counts.waitingConversations, 0)
  })
})
