import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Message from '#models/message'
import ProjectMember from '#models/project_member'
import { UserFactory } from '#database/factories/user_factory'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { receiveMail } from '#services/inbound_mail'
import { publishSendingDomain, testDns } from '#tests/helpers/mail_dns'
import { composeMessage } from '#tests/helpers/inbound_messages'
import { projectCast } from '../projects/cast.js'
import { post } from '../unread/helpers.js'

/*
| The back office's log of received e-mails (/team/mail-in): staff read it and decide on what
| waits in quarantine; to a client it does not exist, a guest is sent to log in. Releasing posts
| the message once, as the thread's recipient; discarding drops it; neither works without the
| CSRF token or twice.
*/
async function quarantinedReply() {
  publishSendingDomain('guarded.test', { ip: '192.0.2.10' })
  const cast = await projectCast()
  cast.member.email = 'mila@guarded.test'
  await cast.member.save()
  await ProjectMember.query()
    .where('project_id', cast.project.id)
    .update({ created_at: DateTime.now().minus({ days: 1 }).toSQL({ includeOffset: false }) })
  await post(cast.project, cast.owner, 'The oven arrives on Monday.', {
    at: DateTime.now().minus({ minutes: 20 }),
  })
  await sendUnreadDigests(DateTime.now())
  const row = await db
    .from('outbox_mails')
    .where('recipient', cast.member.email)
    .orderBy('id', 'desc')
    .firstOrFail()
  const { message } = JSON.parse(row.message)
  const replyTo = Array.isArray(message.replyTo) ? message.replyTo[0] : message.replyTo
  const to = typeof replyTo === 'string' ? replyTo : replyTo.address
  const raw = await composeMessage({
    from: cast.member.email,
    to,
    subject: 'Re: digest',
    text: 'Sent from the hotel, my mail server is down.',
  })
  // Handed over by a server the domain does not list, unsigned: DMARC fails.
  const outcome = await receiveMail(
    raw,
    { mailFrom: cast.member.email, rcptTo: [to] },
    { source: 'smtp', client: { ip: '198.51.100.7', helo: 'hotel.example' } }
  )
  const logged = await db.from('inbound_mails').where('message_id', outcome.messageId).first()
  return { ...cast, outcome, id: Number(logged.id) }
}

async function memberMessages(projectId: number, authorId: number) {
  return Message.query().where('project_id', projectId).where('author_id', authorId)
}

test.group('E-mail in: the log page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => testDns.clear())

  test('a guest is sent to log in; a client finds nothing there, nor the actions', async ({
    client,
    assert,
  }) => {
    const held = await quarantinedReply()
    const guest = await client.get('/team/mail-in').redirects(0)
    assert.equal(guest.header('location'), '/login')

    const user = await UserFactory.create()
    const page = await client.get('/team/mail-in').loginAs(user).withInertia()
    page.assertStatus(404)
    page.assertInertiaComponent('errors/app_not_found')
    for (const action of ['release', 'discard']) {
      const response = await client
        .post(`/team/mail-in/${held.id}/${action}`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(404)
    }
    assert.equal(
      (await db.from('inbound_mails').where('id', held.id).first()).status,
      'quarantined'
    )
  })

  test('staff see what came in, with the reason and the checks, by view', async ({
    client,
    assert,
  }) => {
    const held = await quarantinedReply()
    const response = await client.get('/team/mail-in').loginAs(held.staff).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('team/mail_in')
    const [row] = response.inertiaProps.mails.data
    assert.containsSubset(row, {
      from: 'mila@guarded.test',
      subject: 'Re: digest',
      status: 'quarantined',
      reason: 'dmarc_fail',
      source: 'smtp',
      authentication: 'spf=fail dkim=none dmarc=fail',
    })
    assert.equal(response.inertiaProps.quarantined, 1)

    const posted = await client
      .get('/team/mail-in')
      .qs({ view: 'posted' })
      .loginAs(held.staff)
      .withInertia()
    assert.lengthOf(posted.inertiaProps.mails.data, 0)
    const waiting = await client
      .get('/team/mail-in')
      .qs({ view: 'quarantined' })
      .loginAs(held.staff)
      .withInertia()
    assert.deepEqual(
      waiting.inertiaProps.mails.data.map((mail: { id: number }) => mail.id),
      [held.id]
    )
    // An unknown view is the whole log, never an error.
    const odd = await client
      .get('/team/mail-in')
      .qs({ view: 'x' })
      .loginAs(held.staff)
      .withInertia()
    odd.assertStatus(200)
  })

  test('release without the CSRF token changes nothing; with it the reply is posted once, as the member', async ({
    client,
    assert,
  }) => {
    const held = await quarantinedReply()
    await client.post(`/team/mail-in/${held.id}/release`).loginAs(held.staff).redirects(0)
    assert.lengthOf(await memberMessages(held.project.id, held.member.id), 0)

    const response = await client
      .post(`/team/mail-in/${held.id}/release`)
      .loginAs(held.staff)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/team/mail-in?view=quarantined')
    const messages = await memberMessages(held.project.id, held.member.id)
    assert.deepEqual(
      messages.map((message) => message.body),
      ['Sent from the hotel, my mail server is down.']
    )
    const logged = await db.from('inbound_mails').where('id', held.id).first()
    assert.equal(logged.status, 'accepted')
    assert.equal(Number(logged.decided_by_id), held.staff.id)
    assert.isNull(logged.raw)

    // A second click (or a second person) posts nothing more.
    await client
      .post(`/team/mail-in/${held.id}/release`)
      .loginAs(held.staff)
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(await memberMessages(held.project.id, held.member.id), 1)
  })

  test('discard drops the message and posts nothing; without the CSRF token it stays', async ({
    client,
    assert,
  }) => {
    const held = await quarantinedReply()
    await client.post(`/team/mail-in/${held.id}/discard`).loginAs(held.staff).redirects(0)
    assert.equal(
      (await db.from('inbound_mails').where('id', held.id).first()).status,
      'quarantined'
    )

    await client
      .post(`/team/mail-in/${held.id}/discard`)
      .loginAs(held.staff)
      .withCsrfToken()
      .redirects(0)
    const logged = await db.from('inbound_mails').where('id', held.id).first()
    assert.equal(logged.status, 'discarded')
    assert.isNull(logged.raw)
    assert.lengthOf(await memberMessages(held.project.id, held.member.id), 0)
    // Released after it was discarded: nothing happens.
    await client
      .post(`/team/mail-in/${held.id}/release`)
      .loginAs(held.staff)
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(await memberMessages(held.project.id, held.member.id), 0)
  })
})
