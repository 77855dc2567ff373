import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import Message from '#models/message'
import ProjectInvitationMail from '#mails/project_invitation_mail'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, projectWith } from '#database/factories/project_factory'
import { fieldError } from '#tests/helpers/field_errors'
import { actionUrl, pathOf, projectCast, recordBroadcasts, snapshot } from './cast.js'

async function invite(client: any, owner: User, projectId: number, email: string, role = 'member') {
  return client
    .post(`/projects/${projectId}/invitations`)
    .loginAs(owner)
    .withCsrfToken()
    .form({ email, role })
    .redirects(0)
}

function onlyQueuedMail(mails: ReturnType<typeof mail.fake>['mails']) {
  const queued = mails.queued((sent) => sent instanceof ProjectInvitationMail)
  if (queued.length !== 1) throw new Error(`expected one invitation e-mail, got ${queued.length}`)
  return queued[0]
}

test.group('Projects: invitations end to end', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('an existing account gets an e-mail in its language and a notice, then joins by accepting', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const invitee = await UserFactory.merge({ locale: 'sk', fullName: 'Ivan Invited' }).create()
    const project = await projectWith(owner, [], { attributes: { name: 'Bakery app' } })

    const response = await invite(client, owner, project.id, invitee.email.toUpperCase())
    response.assertHeader('location', `/projects/${project.id}/settings`)
    response.assertFlashMessage('success', 'User invited.')

    const sent = onlyQueuedMail(mails)
    sent.message.assertTo(invitee.email)
    sent.message.assertSubject('Olga Owner vás pozýva do projektu Bakery app')
    const personal = broadcasts.sent.find((entry) => entry.event === 'project.invited')
    assert.equal(personal?.channel, `private-user.${invitee.id}`)
    assert.equal(personal?.payload.projectName, 'Bakery app')
    assert.equal(personal?.payload.invitedBy, 'Olga Owner')
    assert.notProperty(personal?.payload, 'token')

    const link = pathOf(actionUrl(sent))
    const page = await client.get(link).loginAs(invitee).withInertia()
    page.assertInertiaComponent('invitations/show')
    page.assertInertiaPropsContains({ state: 'valid', signedIn: true })
    assert.equal(page.inertiaProps.invitation.projectName, 'Bakery app')

    const accepted = await client
      .post(`${link}/accept`)
      .loginAs(invitee)
      .withCsrfToken()
      .redirects(0)
    accepted.assertHeader('location', `/projects/${project.id}`)
    accepted.assertFlashMessage('success', 'You joined Bakery app.')

    const member = await ProjectMember.findByOrFail({ projectId: project.id, userId: invitee.id })
    assert.equal(member.role, 'member')
    const notice = await Message.query()
      .where('project_id', project.id)
      .where('notice_type', 'member_joined')
      .firstOrFail()
    assert.deepEqual(notice.notice?.params, { name: 'Ivan Invited', role: 'member' })
    assert.isTrue(
      broadcasts.sent.some(
        (entry) =>
          entry.channel === `presence-project.${project.id}` &&
          entry.event === 'member.added' &&
          entry.payload.userId === invitee.id
      )
    )
  })

  test('an unknown address gets a sign-up link and joins right after registering and verifying it', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const project = await projectWith(owner, [], { attributes: { name: 'Bakery app' } })
    await invite(client, owner, project.id, 'new.person@example.com', 'viewer')

    const sent = onlyQueuedMail(mails)
    sent.message.assertTo('new.person@example.com')
    sent.message.assertSubject('Olga Owner invited you to Bakery app')
    const link = pathOf(actionUrl(sent))

    // A guest opening the link is offered to create the account for that address.
    const page = await client.get(link).withInertia()
    page.assertInertiaPropsContains({ state: 'valid', signedIn: false, hasAccount: false })
    assert.equal(page.inertiaProps.invitation.email, 'new.person@example.com')
    const signUp = await client.get('/register').withSession(page.session()).withInertia()
    signUp.assertInertiaPropsContains({ invitedEmail: 'new.person@example.com' })

    const registered = await client
      .post('/register')
      .withSession(page.session())
      .withCsrfToken()
      .form({
        fullName: 'Nina New',
        email: 'new.person@example.com',
        password: 'a long and unusual passphrase',
        passwordConfirmation: 'a long and unusual passphrase',
        acceptTerms: 'true',
      })
      .redirects(0)
    registered.assertHeader('location', '/verify-email')
    const newcomer = await User.findByOrFail('email', 'new.person@example.com')
    assert.isNull(await ProjectMember.findBy({ projectId: project.id, userId: newcomer.id }))

    const verification = mails.queued((queued) => queued instanceof VerifyEmailNotification)[0]
    const verified = await client
      .get(new URL(actionUrl(verification)).pathname + new URL(actionUrl(verification)).search)
      .withSession(registered.session())
      .loginAs(newcomer)
      .redirects(0)
    verified.assertHeader('location', `/projects/${project.id}`)
    verified.assertFlashMessage('success', 'You joined Bakery app.')
    const member = await ProjectMember.findByOrFail({ projectId: project.id, userId: newcomer.id })
    assert.equal(member.role, 'viewer')
    const invitation = await ProjectInvitation.findByOrFail('email', 'new.person@example.com')
    assert.isNotNull(invitation.acceptedAt)
  })

  test('an expired invitation says so, and accepting it changes nothing', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    cast.forOutsider.invitation.expiresAt = DateTime.now().minus({ minutes: 1 })
    await cast.forOutsider.invitation.save()
    const before = await snapshot(cast.project)
    const link = `/invitations/${cast.forOutsider.token}`

    const page = await client.get(link).loginAs(cast.outsider).withInertia()
    page.assertInertiaPropsContains({ state: 'expired' })
    const accepted = await client
      .post(`${link}/accept`)
      .loginAs(cast.outsider)
      .header('Referer', link)
      .withCsrfToken()
      .redirects(0)
    accepted.assertHeader('location', link)
    accepted.assertFlashMessage('error', 'This invitation has expired. Ask for a new one.')
    assert.equal(await snapshot(cast.project), before)
  })

  test('a revoked invitation stops working', async ({ client, assert }) => {
    const cast = await projectCast()
    const revoked = await client
      .delete(`/projects/${cast.project.id}/invitations/${cast.forOutsider.invitation.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    revoked.assertFlashMessage('success', 'Invitation withdrawn.')
    const link = `/invitations/${cast.forOutsider.token}`
    const page = await client.get(link).loginAs(cast.outsider).withInertia()
    page.assertInertiaPropsContains({ state: 'revoked' })
    const accepted = await client
      .post(`${link}/accept`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .redirects(0)
    accepted.assertFlashMessage('error', 'This invitation has been withdrawn.')
    assert.isNull(
      await ProjectMember.findBy({ projectId: cast.project.id, userId: cast.outsider.id })
    )
  })

  test('a link is single use', async ({ client, assert }) => {
    const cast = await projectCast()
    const link = `/invitations/${cast.forOutsider.token}`
    const first = await client
      .post(`${link}/accept`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .redirects(0)
    first.assertHeader('location', `/projects/${cast.project.id}`)
    const before = await snapshot(cast.project)

    const again = await client
      .post(`${link}/accept`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage('error', 'This invitation has already been used.')
    const page = await client.get(link).loginAs(cast.outsider).withInertia()
    page.assertInertiaPropsContains({ state: 'used' })
    assert.equal(await snapshot(cast.project), before)
  })

  test('the wrong signed-in account is told so and nothing changes', async ({ client, assert }) => {
    const cast = await projectCast()
    const stranger = await UserFactory.create()
    const before = await snapshot(cast.project)
    const link = `/invitations/${cast.forOutsider.token}`

    const page = await client.get(link).loginAs(stranger).withInertia()
    page.assertInertiaPropsContains({ state: 'wrong_account', signedIn: true })
    const html = await client.get(link).loginAs(stranger).withInertia()
    assert.equal(html.inertiaProps.invitation.email, cast.outsider.email)

    const accepted = await client
      .post(`${link}/accept`)
      .loginAs(stranger)
      .withCsrfToken()
      .redirects(0)
    accepted.assertFlashMessage(
      'error',
      'This invitation is for another account. Nothing has changed.'
    )
    assert.equal(await snapshot(cast.project), before)
  })

  test('an unknown or malformed token is an invalid link', async ({ client }) => {
    const page = await client.get('/invitations/not-a-real-token').withInertia()
    page.assertStatus(200)
    page.assertInertiaPropsContains({ state: 'invalid', invitation: null })
  })

  test('someone already in the project cannot be invited again', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const cast = await projectCast()
    const response = await client
      .post(`/projects/${cast.project.id}/invitations`)
      .loginAs(cast.owner)
      .header('Referer', `/projects/${cast.project.id}`)
      .withCsrfToken()
      .form({ email: cast.member.email, role: 'viewer' })
      .redirects(0)
    response.assertHeader('location', `/projects/${cast.project.id}`)
    assert.equal(fieldError(response, 'email'), 'User is already a member of this project.')
    assert.equal(response.flashMessages().email, cast.member.email)
    mails.assertNoneQueued()
  })

  test('inviting a pending address again sends one fresh link; the old one stops working', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const cast = await projectCast()
    const oldLink = `/invitations/${cast.forOutsider.token}`
    await invite(client, cast.owner, cast.project.id, cast.outsider.email, 'viewer')

    const pending = await ProjectInvitation.query()
      .where('project_id', cast.project.id)
      .where('email', cast.outsider.email)
    assert.lengthOf(pending, 1)
    assert.equal(pending[0].role, 'viewer')
    const old = await client.get(oldLink).loginAs(cast.outsider).withInertia()
    old.assertInertiaPropsContains({ state: 'invalid' })
    const fresh = await client
      .get(pathOf(actionUrl(onlyQueuedMail(mails))))
      .loginAs(cast.outsider)
      .withInertia()
    fresh.assertInertiaPropsContains({ state: 'valid' })
  })

  test('resending gives a new link and 7 more days', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const cast = await projectCast()
    cast.pending.invitation.expiresAt = DateTime.now().plus({ days: 1 })
    await cast.pending.invitation.save()
    const response = await client
      .post(`/projects/${cast.project.id}/invitations/${cast.pending.invitation.id}/resend`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Invitation sent again.')
    const sent = onlyQueuedMail(mails)
    sent.message.assertTo(cast.pending.invitation.email)
    await cast.pending.invitation.refresh()
    assert.isAbove(cast.pending.invitation.expiresAt.diffNow('days').days, 6.9)
    const old = await client.get(`/invitations/${cast.pending.token}`).withInertia()
    old.assertInertiaPropsContains({ state: 'invalid' })
  })

  test('a guest with a link for an existing account logs in and comes back to the invitation', async ({
    client,
  }) => {
    const cast = await projectCast()
    const link = `/invitations/${cast.forOutsider.token}`
    const page = await client.get(link).withInertia()
    page.assertInertiaPropsContains({ state: 'valid', hasAccount: true })
    const login = await client
      .post('/login')
      .withSession(page.session())
      .withCsrfToken()
      .form({ email: cast.outsider.email, password: 'correct horse battery staple' })
      .redirects(0)
    login.assertHeader('location', link)
  })

  test('the dashboard lists invitations to the account and accepts or declines them there', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const other = await projectWith(cast.owner, [], { attributes: { name: 'Second project' } })
    const second = await invitationTo(other, cast.outsider.email, { invitedById: cast.owner.id })

    const dashboard = await client.get('/dashboard').loginAs(cast.outsider).withInertia()
    const listed = dashboard.inertiaProps.invitations as {
      id: number
      projectName: string
    }[]
    assert.sameMembers(
      listed.map((entry) => entry.projectName),
      [cast.project.name, 'Second project']
    )
    assert.equal((dashboard.inertiaProps.counts as { invitations: number }).invitations, 2)

    const accepted = await client
      .post(`/my-invitations/${cast.forOutsider.invitation.id}/accept`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .redirects(0)
    accepted.assertHeader('location', `/projects/${cast.project.id}`)
    const declined = await client
      .delete(`/my-invitations/${second.invitation.id}`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .redirects(0)
    declined.assertFlashMessage('success', 'Invitation declined.')
    assert.isNull(await ProjectMember.findBy({ projectId: other.id, userId: cast.outsider.id }))
    const after = await client.get('/dashboard').loginAs(cast.outsider).withInertia()
    assert.lengthOf(after.inertiaProps.invitations as unknown[], 0)
  })

  test('a signed-in account that has not verified its address joins once it does', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const cast = await projectCast()
    const unverified = await UserFactory.apply('unverified').create()
    const { token } = await invitationTo(cast.project, unverified.email)
    const link = `/invitations/${token}`
    const page = await client.get(link).loginAs(unverified).withInertia()
    page.assertInertiaPropsContains({ state: 'valid' })
    const accept = await client
      .post(`${link}/accept`)
      .loginAs(unverified)
      .withSession(page.session())
      .withCsrfToken()
      .redirects(0)
    accept.assertHeader('location', '/verify-email')

    await client.post('/email/verification-notification').loginAs(unverified).withCsrfToken()
    const sent = mails.queued((queued) => queued instanceof VerifyEmailNotification)[0]
    const url = new URL(actionUrl(sent))
    const verified = await client
      .get(url.pathname + url.search)
      .loginAs(unverified)
      .withSession(page.session())
      .redirects(0)
    verified.assertHeader('location', `/projects/${cast.project.id}`)
    assert.isNotNull(
      await ProjectMember.findBy({ projectId: cast.project.id, userId: unverified.id })
    )
  })
})
