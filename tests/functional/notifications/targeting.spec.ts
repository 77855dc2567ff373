import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ProjectMember from '#models/project_member'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { projectCast, recordBroadcasts } from '#tests/functional/projects/cast'
import { chatApi } from '#tests/functional/chat/chat_helpers'
import { startChat, COOKIE } from '#tests/functional/conversations/helpers'
import { post } from '#tests/functional/unread/helpers'
import { notificationText } from '#services/notifications'
import { notificationsOf, pagesOpen, recordPushes } from './helpers.js'

/* The projectCast's members joined a day before the chat, like the unread specs' people. */
async function cast() {
  const people = await projectCast()
  await ProjectMember.query()
    .where('project_id', people.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  return people
}

async function kinds(user: User) {
  return (await notificationsOf(user.id)).map((row) => row.kind)
}

test.group('Notifications: who is told about a chat message', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every other member is told, with a link to the message; the author and outsiders never', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pushed = recordPushes(cleanup)
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const people = await cast()
    const posted = await chatApi(client, people.owner).post(people.project.id, {
      text: 'The designs are ready.',
    })
    posted.assertStatus(201)
    const messageId = posted.body().data.id

    for (const reader of [people.member, people.viewer, people.colleague]) {
      const [row] = await notificationsOf(reader.id)
      assert.equal(row.kind, 'project.message')
      assert.equal(row.url, `/projects/${people.project.id}#chat-message-${messageId}`)
      assert.equal(row.details.preview, 'The designs are ready.')
    }
    for (const nobody of [people.owner, people.staff, people.outsider]) {
      assert.deepEqual(await kinds(nobody), [])
    }
    // Live on the member's own channel, with the bell's count.
    const live = broadcasts.sent.find(
      (entry) =>
        entry.event === 'notification.changed' &&
        entry.channel === `private-user.${people.member.id}`
    )
    assert.equal(live?.payload.unread, 1)
    assert.equal(live?.payload.notification.kind, 'project.message')
    assert.isFalse(
      broadcasts.sent.some(
        (entry) =>
          entry.event === 'notification.changed' &&
          entry.channel === `private-user.${people.owner.id}`
      )
    )
    // And to their devices, in their words, opening the notification's own link.
    const push = pushed.find((entry) => entry.userId === people.member.id)!
    assert.equal(push.title, `New message in ${people.project.name}`)
    assert.equal(push.body, 'The designs are ready.')
    assert.match(push.url, /^\/notifications\/\d+$/)
    assert.equal(push.tag, `project.message:project:${people.project.id}`)
  })

  test('nobody is told about the project they have open right now', async ({ assert, cleanup }) => {
    const people = await cast()
    await pagesOpen(cleanup, { [`presence-project.${people.project.id}`]: [people.member.id] })
    await post(people.project, people.owner, 'Seen live')
    assert.deepEqual(await kinds(people.member), [])
    assert.deepEqual(await kinds(people.viewer), ['project.message'])
  })

  test('several messages in a row are one notification that counts them', async ({
    assert,
    cleanup,
  }) => {
    const pushed = recordPushes(cleanup)
    const people = await cast()
    await post(people.project, people.owner, 'One')
    await post(people.project, people.colleague, 'Two')
    const third = await post(people.project, people.owner, 'Three')
    // The chat announces a retried post again: it is still one message.
    const { default: MessagePosted } = await import('#events/message_posted')
    await MessagePosted.dispatch(third.id, people.project.id, people.owner.id)

    const rows = await notificationsOf(people.member.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].count, 3)
    assert.equal(rows[0].details.preview, 'Three')
    assert.equal(notificationText(rows[0], 'en').title, `3 new messages in ${people.project.name}`)
    assert.equal(
      notificationText(rows[0], 'sk').title,
      `3 nové správy v projekte ${people.project.name}`
    )
    // Each push replaces the last on the device (same tag).
    const tags = new Set(pushed.filter((p) => p.userId === people.member.id).map((p) => p.tag))
    assert.equal(tags.size, 1)

    // Once read, the next message starts a new line.
    await db
      .from('notifications')
      .where('user_id', people.member.id)
      .update({ read_at: DateTime.now().toSQL({ includeOffset: false }) })
    await post(people.project, people.owner, 'Four')
    const after = await notificationsOf(people.member.id)
    assert.lengthOf(after, 2)
    assert.equal(after[0].count, 1)
  })

  test('a mention notifies the person mentioned even in a project they muted', async ({
    client,
    assert,
  }) => {
    const people = await cast()
    await ProjectMember.query()
      .where('project_id', people.project.id)
      .whereIn('user_id', [people.member.id, people.colleague.id])
      .update({ muted_at: DateTime.now().toSQL({ includeOffset: false }) })
    const posted = await chatApi(client, people.owner).post(people.project.id, {
      text: `<@${people.member.id}> can you check the logo?`,
    })
    posted.assertStatus(201)
    const [mention] = await notificationsOf(people.member.id)
    assert.equal(mention.kind, 'mention')
    // The preview names them as people read it.
    assert.equal(mention.details.preview, `@${people.member.fullName} can you check the logo?`)
    assert.equal(
      notificationText(mention, 'en').title,
      `${people.owner.fullName} mentioned you in ${people.project.name}`
    )
    // Muted and not mentioned: nothing. Not muted: the usual message.
    assert.deepEqual(await kinds(people.colleague), [])
    assert.deepEqual(await kinds(people.viewer), ['project.message'])
  })

  test('a kind switched off in the settings is not made at all', async ({ client, assert }) => {
    const people = await cast()
    await client.put('/settings/notifications').loginAs(people.member).withCsrfToken().form({
      'emailUnreadMessages': 'true',
      'notify[project_message]': 'false',
      'notify[mention]': 'true',
    })
    await post(people.project, people.owner, 'Not for the member')
    assert.deepEqual(await kinds(people.member), [])
    await post(people.project, people.owner, `<@${people.member.id}> but this is`)
    assert.deepEqual(await kinds(people.member), ['mention'])
  })

  test('in quiet hours the bell still gets it, the devices do not', async ({ assert, cleanup }) => {
    const pushed = recordPushes(cleanup)
    const people = await cast()
    const zone = 'America/New_York'
    const local = DateTime.now().setZone(zone)
    // Quiet from an hour ago to an hour from now on the member's clock.
    await User.query()
      .where('id', people.member.id)
      .update({
        quiet_hours_from: local.minus({ hours: 1 }).toFormat('HH:mm'),
        quiet_hours_to: local.plus({ hours: 1 }).toFormat('HH:mm'),
        time_zone: zone,
      })
    // The viewer's quiet hours are over (they ended an hour ago).
    await User.query()
      .where('id', people.viewer.id)
      .update({
        quiet_hours_from: local.minus({ hours: 3 }).toFormat('HH:mm'),
        quiet_hours_to: local.minus({ hours: 1 }).toFormat('HH:mm'),
        time_zone: zone,
      })
    await post(people.project, people.owner, 'Late news')
    assert.deepEqual(await kinds(people.member), ['project.message'])
    const to = pushed.map((entry) => entry.userId)
    assert.notInclude(to, people.member.id)
    assert.include(to, people.viewer.id)
  })
})

test.group('Notifications: conversations, invitations, plans and offers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor message: every staff member while unassigned, then only the assignee; a team reply reaches the client', async ({
    client,
    assert,
  }) => {
    const anna = await UserFactory.apply('staff').merge({ fullName: 'Anna Team' }).create()
    const ben = await UserFactory.apply('staff').create()
    const { token } = await startChat(client, 'Do you build shops?')
    const conversation = await Conversation.query().orderBy('id', 'desc').firstOrFail()
    for (const staff of [anna, ben]) {
      const [row] = await notificationsOf(staff.id)
      assert.equal(row.kind, 'conversation.message')
      assert.equal(row.url, `/inbox/${conversation.id}`)
      assert.equal(row.details.actor, 'Eva Visitor')
    }

    // Anna answers (and so takes the conversation); the visitor writes again.
    await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(anna)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Yes, we do.' })
    await client
      .post('/chat/messages')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'Great, what does it cost?' })
    assert.equal((await notificationsOf(anna.id))[0].count, 2)
    assert.equal((await notificationsOf(ben.id))[0].count, 1, 'Ben is not told any more')

    // The conversation belongs to a client account: a team reply is theirs to hear.
    const eva = await UserFactory.create()
    await Conversation.query().where('id', conversation.id).update({ user_id: eva.id })
    await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(anna)
      .withCsrfToken()
      .accept('json')
      .json({ text: 'About 4,000 €.' })
    const [reply] = await notificationsOf(eva.id)
    assert.equal(reply.kind, 'conversation.message')
    assert.equal(reply.url, `/conversations/${conversation.id}`)
    assert.equal(reply.details.actor, 'Anna Team')
    // The author is never told of their own reply.
    assert.notInclude(
      (await notificationsOf(anna.id)).map((row) => row.details.preview),
      'About 4,000 €.'
    )
  })

  test('an invitation to an existing account, a plan and a build for the owner, an answer to an offer', async ({
    client,
    assert,
  }) => {
    const people = await projectCast({ planned: false })
    const invitee = await UserFactory.create()
    await client
      .post(`/projects/${people.project.id}/invitations`)
      .loginAs(people.owner)
      .withCsrfToken()
      .form({ email: invitee.email, role: 'member' })
    const [invitation] = await notificationsOf(invitee.id)
    assert.equal(invitation.kind, 'invitation')
    assert.equal(invitation.url, '/dashboard#invitations')
    assert.equal(
      notificationText(invitation, 'de').title,
      `${people.owner.fullName} hat Sie zu ${people.project.name} eingeladen`
    )

    await client.put(`/projects/${people.project.id}`).loginAs(people.staff).withCsrfToken().form({
      name: people.project.name,
      status: 'analyzing',
      estimationHours: '120',
      price: '9600',
      currency: 'EUR',
    })
    const [plan] = await notificationsOf(people.owner.id)
    assert.equal(plan.kind, 'plan.proposed')
    assert.equal(plan.url, `/projects/${people.project.id}#project-plan`)
    assert.deepEqual(await kinds(people.member), [], 'only the owner agrees to a plan')
    assert.deepEqual(await kinds(people.staff), [])

    // Step 6: staff hand a build over; the owner is the one to try it.
    await client
      .put(`/projects/${people.project.id}`)
      .loginAs(people.staff)
      .withCsrfToken()
      .form({ name: people.project.name, status: 'in_progress' })
    await client
      .post(`/projects/${people.project.id}/build`)
      .loginAs(people.staff)
      .withCsrfToken()
      .form({ link: 'https://preview.example.com' })
    const [build] = await notificationsOf(people.owner.id)
    assert.equal(build.kind, 'build.ready')
    assert.equal(build.url, `/projects/${people.project.id}#project-build`)
    assert.equal(notificationText(build, 'en').title, `A build to test in ${people.project.name}`)
    assert.deepEqual(await kinds(people.member), [])

    const writer = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('opened')
      .merge({ email: 'eva@example.com', subject: 'Web shop', createdById: writer.id })
      .create()
    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'interested' })
    const [answer] = await notificationsOf(writer.id)
    assert.equal(answer.kind, 'offer.answered')
    assert.equal(answer.url, `/offers/${offer.id}`)
    assert.deepEqual(notificationText(answer, 'en'), {
      title: 'eva@example.com answered your offer “Web shop”',
      body: 'Interested',
    })
  })
})
