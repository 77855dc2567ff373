import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import { changeRole, deactivate } from '#actions/team/manage_account'
import { TeamRuleError } from '#actions/team/team_rule_error'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import { passwordJustConfirmed } from '#tests/helpers/passkeys'
import { endStoredSessions, sessionExists, storeSessionFor } from '#tests/helpers/sessions'
import { recordBroadcasts } from '../projects/cast.js'

/*
| Staff management on a person's page: role, deactivation, a new verification link. The
| password confirmed first; never on one's own account; never the last active staff account.
*/
test.group('Team: managing accounts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a role change asks for the password first and comes back to the person', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const response = await client
      .put(`/team/people/${person.id}/role`)
      .header(
        'referer',
        `http://${env.get('HOST', 'localhost')}:${env.get('PORT')}/team/people/${person.id}`
      )
      .loginAs(staff)
      .withCsrfToken()
      .form({ role: 'super_admin' })
      .redirects(0)
    response.assertHeader('location', '/confirm-password')
    response.assertSession('url_intended', `/team/people/${person.id}`)
    await person.refresh()
    assert.equal(person.role, 'client')
  })

  test('staff promote a client and demote them again; their sockets authorise again', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.merge({ fullName: 'Marek Kováč' }).create()
    const promote = await client
      .put(`/team/people/${person.id}/role`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ role: 'super_admin' })
      .redirects(0)
    promote.assertHeader('location', `/team/people/${person.id}`)
    promote.assertFlashMessage('success', 'Marek Kováč is now staff.')
    await person.refresh()
    assert.equal(person.role, 'super_admin')

    const demote = await client
      .put(`/team/people/${person.id}/role`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ role: 'client' })
      .redirects(0)
    demote.assertFlashMessage('success', 'Marek Kováč is now a client.')
    await person.refresh()
    assert.equal(person.role, 'client')
    assert.deepEqual(broadcasts.revoked, [{ userId: person.id }, { userId: person.id }])
  })

  test('a client gets Not found, staff on their own account are refused; nothing changes', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.create()
    const person = await UserFactory.create()
    const asClient = await client
      .post(`/team/people/${person.id}/deactivation`)
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    asClient.assertStatus(404)

    const self = await client
      .put(`/team/people/${staff.id}/role`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ role: 'client' })
      .redirects(0)
    // A form: back where it was sent from, with the reason.
    assert.equal(self.status(), 302)
    assert.equal(self.flashMessages().error, 'You are not allowed to do that.')
    await staff.refresh()
    await person.refresh()
    assert.equal(staff.role, 'super_admin')
    assert.isNull(person.deactivatedAt)
  })

  test('a change sent without the CSRF token changes nothing', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    await client
      .put(`/team/people/${person.id}/role`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .form({ role: 'super_admin' })
      .redirects(0)
    await person.refresh()
    assert.equal(person.role, 'client')
  })

  test('a role that does not exist is refused beside the field', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const response = await client
      .put(`/team/people/${person.id}/role`)
      .header('referer', `/team/people/${person.id}`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ role: 'owner' })
      .redirects(0)
    assert.equal(response.status(), 302)
    assert.isString(fieldError(response, 'role'))
    await person.refresh()
    assert.equal(person.role, 'client')
  })

  test('the last active staff account is never demoted or deactivated', async ({ assert }) => {
    // Alone in the team (inside this test's transaction).
    await User.query().where('role', 'super_admin').update({ role: 'client' })
    const only = await UserFactory.apply('staff').create()
    await assert.rejects(() => changeRole(only, only.id, 'client'), TeamRuleError)
    await assert.rejects(() => deactivate(only, only.id), TeamRuleError)
    await only.refresh()
    assert.equal(only.role, 'super_admin')
    assert.isNull(only.deactivatedAt)
  })

  test('staff demoted meanwhile can no longer change anyone (two staff demoting each other)', async ({
    assert,
  }) => {
    const [first, second] = await UserFactory.apply('staff').createMany(2)
    await changeRole(first, second.id, 'client')
    // `second` acted from a page loaded before: refused, so the team keeps `first`.
    await assert.rejects(() => changeRole(second, first.id, 'client'), TeamRuleError)
    await first.refresh()
    assert.equal(first.role, 'super_admin')
  })

  test('a deactivated account is signed out everywhere and cannot sign in; reactivated, it can', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const elsewhere = await storeSessionFor(person)
    cleanup(() => endStoredSessions([elsewhere]))
    await db.table('remember_me_tokens').insert({
      tokenable_id: person.id,
      hash: 'x'.repeat(64),
      created_at: new Date(),
      updated_at: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    })

    const response = await client
      .post(`/team/people/${person.id}/deactivation`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', `/team/people/${person.id}`)
    await person.refresh()
    assert.isNotNull(person.deactivatedAt)
    assert.isFalse(await sessionExists(elsewhere))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', person.id), 0)
    assert.deepInclude(broadcasts.revoked, { userId: person.id })

    const login = await client
      .post('/login')
      .form({ email: person.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', '/login')
    assert.equal(
      fieldError(login, 'email'),
      'This account has been deactivated. Contact us if you think this is a mistake.'
    )
    assert.isUndefined(login.session('auth_web'))

    // Its data stays.
    assert.isNotNull(await User.find(person.id))

    const reactivated = await client
      .delete(`/team/people/${person.id}/deactivation`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    reactivated.assertFlashMessage('success', `${person.fullName} can sign in again.`)
    const again = await client
      .post('/login')
      .form({ email: person.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    again.assertHeader('location', '/dashboard')
    assert.equal(again.session('auth_web'), person.id)
  })

  test('the deactivation message is in the language of the login page', async ({
    client,
    assert,
  }) => {
    const person = await UserFactory.apply('deactivated').create()
    const login = await client
      .post('/login')
      .header('accept-language', 'sk')
      .form({ email: person.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(login, 'email'),
      'Tento účet bol deaktivovaný. Ak si myslíte, že ide o omyl, kontaktujte nás.'
    )
  })

  test('a wrong password for a deactivated account says only that the credentials are wrong', async ({
    client,
    assert,
  }) => {
    const person = await UserFactory.apply('deactivated').create()
    const login = await client
      .post('/login')
      .form({ email: person.email, password: 'not the password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(login, 'email'), 'These credentials do not match our records.')
  })

  test('a session the deactivated account still holds gets nothing', async ({ client }) => {
    const person = await UserFactory.apply('deactivated').create()
    const page = await client.get('/dashboard').loginAs(person).redirects(0)
    page.assertHeader('location', '/login')
    const json = await client.get('/notifications').loginAs(person).accept('json').redirects(0)
    json.assertStatus(401)
  })

  test('staff send a new verification link through the outbox to an unverified address', async ({
    client,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.apply('unverified').create()
    const response = await client
      .post(`/team/people/${person.id}/verification`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage(
      'success',
      `A new verification link is on its way to ${person.fullName}.`
    )
    mails.assertQueued(VerifyEmailNotification, (message) => {
      message.message.assertTo(person.email)
      return true
    })
  })

  test('no link for an address already verified', async ({ client, cleanup }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const response = await client
      .post(`/team/people/${person.id}/verification`)
      .header('referer', `/team/people/${person.id}`)
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('error', 'This address is already verified.')
    mails.assertNoneQueued()
  })
})
