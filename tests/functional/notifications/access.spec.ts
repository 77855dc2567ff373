import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Notification from '#models/notification'
import ProjectMember from '#models/project_member'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { notify } from '#services/notifications'
import type User from '#models/user'

async function notificationFor(user: User, url = '/projects/1#chat-message-7') {
  const [row] = await notify([
    {
      userId: user.id,
      kind: 'project.message',
      subject: 'project:1',
      url,
      data: { actor: 'Anna', project: 'Website redesign', preview: 'Hello' },
    },
  ])
  return row
}

test.group('Notifications: who may read them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page, the bell list and opening one are the owner’s; opening marks it read and goes to its place', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const mine = await notificationFor(owner)
    await notificationFor(other)

    const page = await client.get('/notifications').loginAs(owner).withInertia()
    page.assertInertiaComponent('notifications/index')
    assert.deepEqual(
      page.inertiaProps.notifications.data.map((item: { id: number }) => item.id),
      [mine.id]
    )
    assert.equal(page.inertiaProps.notificationsUnread, 1)

    const recent = await client.get('/notifications/recent').loginAs(owner).accept('json')
    recent.assertStatus(200)
    assert.deepEqual(
      recent.body().data.items.map((item: { id: number }) => item.id),
      [mine.id]
    )
    assert.equal(recent.body().data.unread, 1)

    const opened = await client.get(`/notifications/${mine.id}`).loginAs(owner).redirects(0)
    opened.assertStatus(302)
    opened.assertHeader('location', '/projects/1#chat-message-7')
    assert.isNotNull((await Notification.findOrFail(mine.id)).readAt)
  })

  test('another account, staff included, gets Not found and reads nothing; a guest is sent to log in', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const mine = await notificationFor(owner)
    const other = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()

    for (const intruder of [other, staff]) {
      const response = await client.get(`/notifications/${mine.id}`).loginAs(intruder).redirects(0)
      response.assertStatus(404)
      const list = await client.get('/notifications/recent').loginAs(intruder).accept('json')
      assert.deepEqual(list.body().data.items, [])
    }
    assert.isNull((await Notification.findOrFail(mine.id)).readAt)

    for (const path of ['/notifications', '/notifications/recent', `/notifications/${mine.id}`]) {
      const guest = await client.get(path).redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
    }
    const guestRead = await client.post('/notifications/read').withCsrfToken().redirects(0)
    guestRead.assertStatus(302)
    guestRead.assertHeader('location', '/login')
    assert.isNull((await Notification.findOrFail(mine.id)).readAt)
  })

  test('mark all read: only the user’s own, and never without the CSRF token', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const mine = await notificationFor(owner)
    const theirs = await notificationFor(other)

    const forged = await client.post('/notifications/read').loginAs(owner).accept('json')
    assert.notEqual(forged.status(), 200)
    assert.isNull((await Notification.findOrFail(mine.id)).readAt)

    const read = await client
      .post('/notifications/read')
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    read.assertStatus(200)
    assert.deepEqual(read.body(), { data: { unread: 0 } })
    assert.isNotNull((await Notification.findOrFail(mine.id)).readAt)
    assert.isNull((await Notification.findOrFail(theirs.id)).readAt)
  })

  test('muting a project: its members only; others get Not found', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const outsider = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(owner, [[member, 'member']])
    const mutedAt = async (user: User) =>
      (
        await ProjectMember.query()
          .where('project_id', project.id)
          .where('user_id', user.id)
          .first()
      )?.mutedAt ?? null

    const muted = await client
      .post(`/projects/${project.id}/mute`)
      .loginAs(member)
      .withCsrfToken()
      .redirects(0)
    muted.assertStatus(302)
    muted.assertFlashMessage('success', 'This project is muted. Mentions of you still notify you.')
    assert.isNotNull(await mutedAt(member))
    const page = await client.get(`/projects/${project.id}`).loginAs(member).withInertia()
    assert.isTrue(page.inertiaProps.muted)

    for (const intruder of [outsider, staff]) {
      const refused = await client
        .post(`/projects/${project.id}/mute`)
        .loginAs(intruder)
        .withCsrfToken()
        .redirects(0)
      refused.assertStatus(404)
    }
    const staffPage = await client.get(`/projects/${project.id}`).loginAs(staff).withInertia()
    assert.isNull(staffPage.inertiaProps.muted)

    await client.delete(`/projects/${project.id}/mute`).loginAs(member).withCsrfToken().redirects(0)
    assert.isNull(await mutedAt(member))
  })
})
