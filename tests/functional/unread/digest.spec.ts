import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import edge from 'edge.js'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import UnreadDigestMail from '#mails/unread_digest_mail'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { projectWith } from '#database/factories/project_factory'
import { UserFactory } from '#database/factories/user_factory'
import { post } from './helpers.js'

/*
| The away digest with a controlled clock: `sendUnreadDigests(now)` is what the scheduled job
| runs every minute; the mail fake catches what it stores in the outbox.
*/
function digests(mails: ReturnType<typeof mail.fake>['mails']) {
  return mails.queued((queued) => queued instanceof UnreadDigestMail)
}

function view(sent: { message: UnreadDigestMail['message'] }) {
  return sent.message.toJSON().views.html?.data as Record<string, any>
}

async function people() {
  const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
  const member = await UserFactory.merge({ fullName: 'Milan Member', locale: 'sk' }).create()
  const project = await projectWith(owner, [], { attributes: { name: 'Bakery app' } })
  // Joined well before the conversation, so every message below counts as unread.
  await ProjectMember.create({
    projectId: project.id,
    userId: member.id,
    role: 'member',
    createdAt: DateTime.now().minus({ days: 1 }),
  })
  return { owner, member, project }
}

test.group('Unread: the away digest', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('one e-mail after 15 minutes unread, in the reader language, with senders, first lines and a link', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { owner, member, project } = await people()
    const now = DateTime.now()
    await post(project, owner, 'The oven arrives on Monday.\nSecond line stays out.', {
      at: now.minus({ minutes: 20 }),
    })
    await post(project, owner, 'Can you check the menu?', { at: now.minus({ minutes: 2 }) })

    assert.equal(await sendUnreadDigests(now), 1)
    const mailed = digests(mails)
    assert.lengthOf(mailed, 1)
    const sent = mailed[0]
    sent.message.assertTo(member.email)
    sent.message.assertSubject('2 neprečítané správy v projekte Bakery app')
    const data = view(sent)
    assert.include(data.intro, 'Olga Owner')
    assert.deepEqual(data.messages, [
      { author: 'Olga Owner', line: 'The oven arrives on Monday.' },
      { author: 'Olga Owner', line: 'Can you check the menu?' },
    ])
    assert.equal(data.action.label, 'Otvoriť projekt')
    assert.match(data.action.url, new RegExp(`/projects/${project.id}$`))
    assert.match(data.settings.url, /\/settings\/notifications$/)
    // The author is not told about their own messages.
    assert.isFalse(mailed.some((entry) => entry.message.hasTo(owner.email)))

    const html = await edge.render('emails/unread_digest', data)
    assert.include(html, 'The oven arrives on Monday.')
    assert.notInclude(html, 'Second line stays out.')
    const text = await edge.render('emails/unread_digest_text', data)
    assert.include(text, 'Olga Owner: Can you check the menu?')
  })

  test('what people typed is escaped in the e-mail', async ({ assert }) => {
    const { mails } = mail.fake()
    const { owner, project } = await people()
    await post(project, owner, '<script>alert(1)</script> <b>bold</b>', { ago: 20 })
    await sendUnreadDigests()
    const html = await edge.render('emails/unread_digest', view(digests(mails)[0]))
    assert.notInclude(html, '<script>')
    assert.include(html, '&lt;script&gt;')
  })

  test('a mention is quoted with the name of the person, not its stored form', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { owner, member, project } = await people()
    await post(project, owner, `<@${member.id}> the menu, please`, { ago: 20 })
    await sendUnreadDigests()
    assert.deepEqual(view(digests(mails)[0]).messages, [
      { author: 'Olga Owner', line: '@Milan Member the menu, please' },
    ])
  })

  test('nothing before 15 minutes', async ({ assert }) => {
    const { mails } = mail.fake()
    const { owner, project } = await people()
    const now = DateTime.now()
    await post(project, owner, 'Just now', { at: now.minus({ minutes: 14 }) })
    assert.equal(await sendUnreadDigests(now), 0)
    assert.lengthOf(digests(mails), 0)
    assert.equal(await sendUnreadDigests(now.plus({ minutes: 1, seconds: 1 })), 1)
  })

  test('a message is mailed once, and a project at most once an hour', async ({ assert }) => {
    const { mails } = mail.fake()
    const { owner, project } = await people()
    const start = DateTime.now()
    await post(project, owner, 'First', { at: start.minus({ minutes: 16 }) })
    assert.equal(await sendUnreadDigests(start), 1)
    // Every minute after: nothing new to tell.
    assert.equal(await sendUnreadDigests(start.plus({ minutes: 1 })), 0)

    await post(project, owner, 'Second', { at: start.plus({ minutes: 5 }) })
    // 20 minutes old, still unread, but the hour since the last digest has not passed.
    assert.equal(await sendUnreadDigests(start.plus({ minutes: 25 })), 0)
    assert.equal(await sendUnreadDigests(start.plus({ minutes: 59 })), 0)
    assert.equal(await sendUnreadDigests(start.plus({ minutes: 60 })), 1)

    const mailed = digests(mails)
    assert.lengthOf(mailed, 2)
    assert.deepEqual(
      view(mailed[1]).messages.map((message: any) => message.line),
      ['Second'],
      'the second digest holds only what the first did not'
    )
  })

  test('each project has its own digest', async ({ assert }) => {
    const { mails } = mail.fake()
    const { owner, member, project } = await people()
    const other = await projectWith(owner, [], { attributes: { name: 'Website' } })
    await ProjectMember.create({
      projectId: other.id,
      userId: member.id,
      role: 'viewer',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const now = DateTime.now()
    await post(project, owner, 'Here', { at: now.minus({ minutes: 30 }) })
    await post(other, owner, 'And there', { at: now.minus({ minutes: 30 }) })
    assert.equal(await sendUnreadDigests(now), 2)
    const subjects = digests(mails).map((sent) => sent.message.toJSON().message.subject)
    assert.sameMembers(subjects, [
      '1 neprečítaná správa v projekte Bakery app',
      '1 neprečítaná správa v projekte Website',
    ])
  })

  test('read messages are not mailed', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { owner, member, project } = await people()
    const now = DateTime.now()
    await post(project, owner, 'Seen it', { at: now.minus({ minutes: 30 }) })
    ;(await client.get(`/projects/${project.id}`).loginAs(member)).assertStatus(200)
    assert.equal(await sendUnreadDigests(now), 0)
    assert.lengthOf(digests(mails), 0)
  })

  test('nothing when the member turned the e-mail off', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { owner, member, project } = await people()
    const response = await client
      .put('/settings/notifications')
      .loginAs(member)
      .withCsrfToken()
      .form({ emailUnreadMessages: 'false' })
    response.assertStatus(200)
    await post(project, owner, 'Unread', { at: DateTime.now().minus({ minutes: 30 }) })
    assert.equal(await sendUnreadDigests(), 0)
    assert.lengthOf(digests(mails), 0)

    await User.query().where('id', member.id).update({ email_unread_messages: true })
    assert.equal(await sendUnreadDigests(), 1)
  })

  test('English readers get English; a deleted author is named so; many messages are counted', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const owner = await UserFactory.create()
    const reader = await UserFactory.merge({ fullName: 'Erin English', locale: 'en' }).create()
    const project = await projectWith(owner, [], { attributes: { name: 'Shop' } })
    await ProjectMember.create({
      projectId: project.id,
      userId: reader.id,
      role: 'member',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const now = DateTime.now()
    for (let index = 0; index < 12; index++) {
      await post(project, null, `Message ${index}`, { at: now.minus({ minutes: 40 - index }) })
    }
    assert.equal(await sendUnreadDigests(now), 1)
    const sent = digests(mails)[0]
    sent.message.assertSubject('12 unread messages in Shop')
    const data = view(sent)
    assert.lengthOf(data.messages, 10)
    assert.equal(data.messages[0].author, 'Deleted user')
    assert.equal(data.more, '…and 2 more messages.')
  })
})
