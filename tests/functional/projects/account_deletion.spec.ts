import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Project from '#models/project'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { PASSWORD } from '#tests/helpers/credentials'

async function deleteAccount(client: any, user: User) {
  return client
    .delete('/settings/account')
    .loginAs(user)
    .header('Referer', '/settings/account')
    .withCsrfToken()
    .form({ password: PASSWORD })
    .redirects(0)
}

test.group('Projects: deleting an account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('projects owned alone are deleted with the account', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const alone = await projectWith(user)
    const response = await deleteAccount(client, user)
    response.assertHeader('location', '/')
    assert.isNull(await User.find(user.id))
    assert.isNull(await Project.find(alone.id))
  })

  test('projects with other members block the deletion, named in the message', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const colleague = await UserFactory.create()
    const shared = await projectWith(user, [[colleague, 'member']], {
      attributes: { name: 'Shared app' },
    })
    const alone = await projectWith(user, [], { attributes: { name: 'My own app' } })
    const response = await deleteAccount(client, user)
    response.assertHeader('location', '/settings/account')
    response.assertFlashMessage(
      'error',
      'Your account still owns projects that other people work in: Shared app. Transfer them to another member first.'
    )
    assert.isNotNull(await User.find(user.id))
    assert.isNotNull(await Project.find(shared.id))
    assert.isNotNull(await Project.find(alone.id), 'nothing is deleted while deletion is refused')
  })

  test('after a transfer the account can go; its messages stay, by "Deleted user"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const colleague = await UserFactory.create()
    const shared = await projectWith(user, [[colleague, 'member']])
    await Message.create({ projectId: shared.id, authorId: user.id, body: 'Still here' })
    await client
      .post(`/projects/${shared.id}/transfer`)
      .loginAs(user)
      .withCsrfToken()
      .form({ userId: colleague.id })

    const response = await deleteAccount(client, user)
    response.assertHeader('location', '/')
    assert.isNull(await User.find(user.id))
    assert.isNull(await ProjectMember.findBy({ projectId: shared.id, userId: user.id }))

    const page = await client.get(`/projects/${shared.id}`).loginAs(colleague).withInertia()
    const messages = page.inertiaProps.messages as { text: string; author: unknown }[]
    const kept = messages.find((message) => message.text === 'Still here')
    assert.isDefined(kept)
    assert.isNull(kept!.author)
  })

  test('the account page lists the projects to hand over first, and only those', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const colleague = await UserFactory.create()
    await projectWith(user, [[colleague, 'viewer']], { attributes: { name: 'Shared app' } })
    await projectWith(user, [], { attributes: { name: 'My own app' } })
    await projectWith(colleague, [[user, 'member']], { attributes: { name: 'Not mine' } })
    const page = await client.get('/settings/account').loginAs(user).withInertia()
    const listed = page.inertiaProps.blockingProjects as { name: string; membersCount: number }[]
    assert.deepEqual(
      listed.map(({ name, membersCount }) => [name, membersCount]),
      [['Shared app', 2]]
    )
  })
})
