import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import Offer from '#models/offer'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { projectWith } from '#database/factories/project_factory'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { authenticatorCode, PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import {
  authenticatorForApp,
  loginWithPasskey,
  passwordJustConfirmed,
  registerPasskey,
} from '#tests/helpers/passkeys'

/*
| The audit log: each staff action on someone else's data and each staff sign-in leaves one
| entry (who, what, which record, before and after, when, from where); a client's own changes and
| sign-ins leave none; only staff read it, and nothing in the app edits it.
*/
async function entriesFor(subjectType: string, subjectId: number) {
  return AuditLog.query()
    .where('subject_type', subjectType)
    .where('subject_id', subjectId)
    .orderBy('id')
}

function shape(entry: AuditLog) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    before: entry.beforeValues,
    after: entry.afterValues,
  }
}

test.group('Audit log: what is recorded', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test("staff moving a project's status, plan and progress: one entry each, with the address", async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner, [], { attributes: { name: 'Eshop pre kvetinárstvo' } })
    await client
      .put(`/projects/${project.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({
        name: 'Eshop pre kvetinárstvo',
        status: 'analyzing',
        progress: '10',
        estimationHours: '40',
        price: '3200',
        currency: 'EUR',
      })
      .redirects(0)
    const entries = await entriesFor('project', project.id)
    assert.deepEqual(entries.map(shape), [
      {
        actorId: staff.id,
        action: 'project.status_changed',
        before: { status: 'not_started' },
        after: { status: 'analyzing' },
      },
      {
        actorId: staff.id,
        action: 'project.plan_changed',
        before: { estimationHours: null, price: null, currency: 'EUR' },
        after: { estimationHours: 40, price: 320_000, currency: 'EUR' },
      },
      {
        actorId: staff.id,
        action: 'project.progress_changed',
        before: { progress: 0 },
        after: { progress: 10 },
      },
    ])
    assert.equal(entries[0].subjectLabel, 'Eshop pre kvetinárstvo')
    assert.equal(entries[0].actorName, staff.fullName)
    assert.equal(entries[0].ip, '127.0.0.1')
  })

  test("the owner editing their own project's name leaves no entry", async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    await client
      .put(`/projects/${project.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .form({ name: 'A new name for it' })
      .redirects(0)
    assert.lengthOf(await entriesFor('project', project.id), 0)
  })

  test("staff changing a member's role and removing a member", async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const [owner, member] = await UserFactory.createMany(2)
    const project = await projectWith(owner, [[member, 'member']])
    const membership = await ProjectMember.findByOrFail({
      projectId: project.id,
      userId: member.id,
    })
    await client
      .put(`/projects/${project.id}/members/${membership.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    await client
      .delete(`/projects/${project.id}/members/${membership.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    const entries = await entriesFor('project_member', membership.id)
    assert.deepEqual(entries.map(shape), [
      {
        actorId: staff.id,
        action: 'member.role_changed',
        before: { role: 'member' },
        after: { role: 'viewer' },
      },
      {
        actorId: staff.id,
        action: 'member.removed',
        before: { role: 'viewer', userId: member.id },
        after: null,
      },
    ])
    assert.include(entries[0].subjectLabel, member.email)
  })

  test("the owner managing their own project's members leaves no entry", async ({
    client,
    assert,
  }) => {
    const [owner, member] = await UserFactory.createMany(2)
    const project = await projectWith(owner, [[member, 'member']])
    const membership = await ProjectMember.findByOrFail({
      projectId: project.id,
      userId: member.id,
    })
    await client
      .put(`/projects/${project.id}/members/${membership.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    assert.lengthOf(await entriesFor('project_member', membership.id), 0)
  })

  test('staff deleting a project', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(await UserFactory.create(), [], {
      attributes: { name: 'Starý web' },
    })
    await client.delete(`/projects/${project.id}`).loginAs(staff).withCsrfToken().redirects(0)
    const [entry] = await entriesFor('project', project.id)
    assert.deepEqual(shape(entry), {
      actorId: staff.id,
      action: 'project.deleted',
      before: { name: 'Starý web', status: 'not_started' },
      after: null,
    })
  })

  test('promotion, demotion, deactivation and reactivation', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const person = await UserFactory.create()
    const send = (method: 'put' | 'post' | 'delete', path: string, form = {}) =>
      client[method](`/team/people/${person.id}${path}`)
        .loginAs(staff)
        .withSession(passwordJustConfirmed())
        .withCsrfToken()
        .form(form)
        .redirects(0)
    await send('put', '/role', { role: 'super_admin' })
    await send('put', '/role', { role: 'client' })
    await send('post', '/deactivation')
    await send('delete', '/deactivation')
    const entries = await entriesFor('user', person.id)
    assert.deepEqual(entries.map(shape), [
      {
        actorId: staff.id,
        action: 'user.promoted',
        before: { role: 'client' },
        after: { role: 'super_admin' },
      },
      {
        actorId: staff.id,
        action: 'user.demoted',
        before: { role: 'super_admin' },
        after: { role: 'client' },
      },
      {
        actorId: staff.id,
        action: 'user.deactivated',
        before: { active: true },
        after: { active: false },
      },
      {
        actorId: staff.id,
        action: 'user.reactivated',
        before: { active: false },
        after: { active: true },
      },
    ])
    assert.equal(entries[0].subjectLabel, `${person.fullName} <${person.email}>`)
  })

  test('an offer sent and an offer deleted', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const email = `audit-offer-${Date.now()}@example.com`
    await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({
        email,
        greeting: 'Dobrý deň,',
        salutation: 'S pozdravom',
        locale: 'sk',
        subject: 'Nový web',
        content: 'Ďakujeme za stretnutie.',
        intent: 'send',
      })
      .redirects(0)
    const offer = await Offer.findByOrFail('email', email)
    const draft = await OfferFactory.create()
    await client.delete(`/offers/${draft.id}`).loginAs(staff).withCsrfToken().redirects(0)

    const [sent] = await entriesFor('offer', offer.id)
    assert.deepEqual(shape(sent), {
      actorId: staff.id,
      action: 'offer.sent',
      before: null,
      after: { status: 'sent', recipient: email },
    })
    const [deleted] = await entriesFor('offer', draft.id)
    assert.deepEqual(shape(deleted), {
      actorId: staff.id,
      action: 'offer.deleted',
      before: { status: 'draft', recipient: draft.email },
      after: null,
    })
  })
})

test.group('Audit log: sign-ins', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  const signIns = async (user: User) =>
    (await entriesFor('user', user.id)).map((entry) => [entry.actorId, entry.action])

  test('a staff sign-in with a password is recorded; a client sign-in is not', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.create()
    for (const who of [staff, user]) {
      await client
        .post('/login')
        .form({ email: who.email, password: PASSWORD })
        .withCsrfToken()
        .redirects(0)
    }
    assert.deepEqual(await signIns(staff), [[staff.id, 'sign_in.password']])
    assert.deepEqual(await signIns(user), [])
  })

  test('a staff sign-in with a two-factor code, after the password (one entry)', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').apply('twoFactor').create()
    const password = await client
      .post('/login')
      .form({ email: staff.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    password.assertHeader('location', '/two-factor-challenge')
    await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: staff.id, remember: false } })
      .form({ code: authenticatorCode() })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await signIns(staff), [[staff.id, 'sign_in.two_factor']])
  })

  test('a staff sign-in with a passkey', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const authenticator = authenticatorForApp()
    await registerPasskey(client, staff, authenticator)
    const response = await loginWithPasskey(client, authenticator)
    response.assertHeader('location', '/dashboard')
    assert.deepEqual(await signIns(staff), [[staff.id, 'sign_in.passkey']])
  })

  test('a deactivated account signing in with a passkey is refused, with the reason', async ({
    client,
    assert,
  }) => {
    const person = await UserFactory.create()
    const authenticator = authenticatorForApp()
    await registerPasskey(client, person, authenticator)
    person.deactivatedAt = DateTime.now()
    await person.save()
    const response = await loginWithPasskey(client, authenticator)
    response.assertHeader('location', '/login')
    assert.isUndefined(response.session('auth_web'))
    assert.equal(
      fieldError(response, 'passkey'),
      'This account has been deactivated. Contact us if you think this is a mistake.'
    )
  })
})

test.group('Audit log: reading it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function entry(actor: User, action: string, createdAt: DateTime = DateTime.now()) {
    return AuditLog.create({
      actorId: actor.id,
      actorName: actor.fullName,
      action: action as AuditLog['action'],
      subjectType: 'user',
      subjectId: actor.id,
      subjectLabel: actor.email,
      ip: '203.0.113.9',
      createdAt,
    })
  }

  test('a client never reads it: Not found, as page and as JSON', async ({ client }) => {
    const user = await UserFactory.create()
    const page = await client.get('/team/activity').loginAs(user).withInertia()
    page.assertStatus(404)
    page.assertInertiaComponent('errors/app_not_found')
    const json = await client.get('/team/activity').loginAs(user).accept('json')
    json.assertStatus(404)
  })

  test('staff read it newest first, filtered by person, action and days', async ({
    client,
    assert,
  }) => {
    const [jana, peter] = await UserFactory.apply('staff').createMany(2)
    const old = await entry(jana, 'sign_in.password', DateTime.fromISO('2031-03-01T10:00:00Z'))
    const mid = await entry(peter, 'user.promoted', DateTime.fromISO('2031-03-02T10:00:00Z'))
    const recent = await entry(jana, 'user.promoted', DateTime.fromISO('2031-03-03T10:00:00Z'))
    const ids = async (qs: Record<string, string>) =>
      (
        await client.get('/team/activity').qs(qs).loginAs(jana).withInertia()
      ).inertiaProps.entries.data.map((row: { id: number }) => row.id)

    assert.deepEqual(await ids({ from: '2031-03-01', to: '2031-03-03' }), [
      recent.id,
      mid.id,
      old.id,
    ])
    assert.deepEqual(await ids({ actor: String(jana.id), from: '2031-03-01' }), [recent.id, old.id])
    assert.deepEqual(await ids({ action: 'user.promoted', from: '2031-03-01' }), [
      recent.id,
      mid.id,
    ])
    assert.deepEqual(await ids({ from: '2031-03-02', to: '2031-03-02' }), [mid.id])
    // A date that is not one is not filtered on (and is no error).
    const bad = await client
      .get('/team/activity')
      .qs({ from: '2031-13-45', action: 'nope', actor: 'x' })
      .loginAs(jana)
      .withInertia()
    bad.assertStatus(200)

    const page = await client
      .get('/team/activity')
      .qs({ actor: String(peter.id) })
      .loginAs(jana)
      .withInertia()
    const [shown] = page.inertiaProps.entries.data
    assert.deepInclude(shown, {
      id: mid.id,
      action: 'user.promoted',
      actor: { id: peter.id, name: peter.fullName },
      subject: { type: 'user', id: peter.id, label: peter.email },
      ip: '203.0.113.9',
    })
    assert.deepInclude(page.inertiaProps.actors, { id: peter.id, name: peter.fullName })
  })

  test('nothing in the app edits or deletes it: its only route reads', ({ assert }) => {
    const routes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.pattern.startsWith('/team/activity'))
    assert.lengthOf(routes, 1)
    assert.deepEqual(
      routes[0].methods.filter((method) => method !== 'HEAD'),
      ['GET']
    )
  })
})
