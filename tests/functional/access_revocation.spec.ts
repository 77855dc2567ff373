import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import realtimeConfig from '#config/realtime'
import env from '#start/env'
import ProjectMember from '#models/project_member'
import Conversation from '#models/conversation'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import { projectChannel, userChannel } from '#shared/realtime'
import { PASSWORD } from '#tests/helpers/credentials'
import { Session, until } from '#tests/helpers/served_clients'
import { projectCast, recordBroadcasts } from './projects/cast.js'
import { COOKIE } from './conversations/helpers.js'

/*
| Every way access ends asks the socket server to close the sockets that had it, with the one
| target that fits (app/infrastructure/access_revocation.ts): the subject and channel for a project,
| the session for a session that ended, the subject for an account that is gone, the visitor for
| a conversation this browser no longer holds. Sessions are real (logged in through /login), so
| a session's tag is the one its own channel authorisation carried.
*/
const base = () => `http://127.0.0.1:${env.get('PORT')}`
const SOCKET = '1234.5678'
const NEW_PASSWORD = 'a brand new passphrase 42'

async function signedIn(user: User) {
  const session = new Session(realtimeConfig.key)
  await session.logIn(base(), user.email, PASSWORD)
  return session
}

/* What /broadcasting/auth answers this session for a channel: status and grant. */
async function authorise(session: Session, channel: string) {
  const response = await session.request(base(), '/broadcasting/auth', {
    method: 'POST',
    json: { socket_id: SOCKET, channel_name: channel },
  })
  const body = (await response.json()) as { channel_data?: string }
  const data = body.channel_data ? JSON.parse(body.channel_data) : null
  return {
    status: response.status,
    grant: data?.grant as { session?: string; readOnly?: boolean } | undefined,
  }
}

async function sessionTagOf(session: Session, user: User) {
  const { status, grant } = await authorise(session, userChannel.name({ id: user.id }))
  if (status !== 200 || !grant?.session) throw new Error(`no grant: ${status}`)
  return grant.session
}

function recorder(cleanup: (fn: () => void) => void) {
  const broadcasts = recordBroadcasts()
  cleanup(() => broadcasts.stop())
  return broadcasts.revoked
}

test.group('Access that ends is revoked on the socket server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member removed, a member who left, a role changed: their project channel', async ({
    client,
    assert,
    cleanup,
  }) => {
    const revoked = recorder(cleanup)
    const cast = await projectCast()
    const channel = projectChannel.name({ id: cast.project.id })
    const membership = async (user: User) =>
      ProjectMember.findByOrFail({ projectId: cast.project.id, userId: user.id })

    await client
      .delete(`/projects/${cast.project.id}/members/${(await membership(cast.colleague)).id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(revoked, [{ userId: cast.colleague.id, channel }])

    await client
      .post(`/projects/${cast.project.id}/leave`)
      .loginAs(cast.viewer)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(revoked.at(-1), { userId: cast.viewer.id, channel })

    await client
      .put(`/projects/${cast.project.id}/members/${(await membership(cast.member)).id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    assert.deepEqual(revoked.at(-1), { userId: cast.member.id, channel })
    assert.lengthOf(revoked, 3)
  })

  test('a deleted project: everyone on its channel', async ({ client, assert, cleanup }) => {
    const revoked = recorder(cleanup)
    const cast = await projectCast()
    await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(revoked, [{ channel: projectChannel.name({ id: cast.project.id }) }])
  })

  test("logging out: that session's sockets, once the session is gone", async ({
    assert,
    cleanup,
  }) => {
    const revoked = recorder(cleanup)
    const user = await UserFactory.create()
    const laptop = await signedIn(user)
    const tag = await sessionTagOf(laptop, user)
    const out = await laptop.request(base(), '/logout', { method: 'POST', accept: 'text/html' })
    assert.equal(out.status, 302)
    await until(() => revoked.length > 0, 'the revocation')
    assert.deepEqual(revoked, [{ session: tag }])
    // Authorising again with that session is refused (for good: 401 or 403, never retried).
    const again = await authorise(laptop, userChannel.name({ id: user.id }))
    assert.include([401, 403], again.status)
  })

  test('"log out other sessions" and a password change: the other sessions, not this one', async ({
    assert,
    cleanup,
  }) => {
    const revoked = recorder(cleanup)
    const user = await UserFactory.create()
    const [laptop, phone, tablet] = [
      await signedIn(user),
      await signedIn(user),
      await signedIn(user),
    ]
    const [laptopTag, phoneTag, tabletTag] = [
      await sessionTagOf(laptop, user),
      await sessionTagOf(phone, user),
      await sessionTagOf(tablet, user),
    ]
    assert.lengthOf(new Set([laptopTag, phoneTag, tabletTag]), 3)

    const others = await laptop.request(base(), '/settings/sessions', {
      method: 'DELETE',
      form: { password: PASSWORD },
      accept: 'text/html',
    })
    assert.equal(others.status, 302)
    // (Sessions earlier tests left in the memory store under a recycled user id may end too.)
    assert.deepInclude(revoked, { session: phoneTag })
    assert.deepInclude(revoked, { session: tabletTag })
    assert.notDeepInclude(revoked, { session: laptopTag })

    revoked.length = 0
    const again = await signedIn(user)
    const againTag = await sessionTagOf(again, user)
    const changed = await laptop.request(base(), '/settings/password', {
      method: 'PUT',
      form: {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      accept: 'text/html',
    })
    assert.equal(changed.status, 302)
    assert.deepInclude(revoked, { session: againTag })
    assert.notDeepInclude(revoked, { session: laptopTag })
    // This device keeps its channel.
    assert.equal((await authorise(laptop, userChannel.name({ id: user.id }))).status, 200)
  })

  test('push notifications end with the session that turned them on', async ({ assert }) => {
    const user = await UserFactory.create()
    const [laptop, phone] = [await signedIn(user), await signedIn(user)]
    const turnOn = (session: Session, device: string) =>
      session.request(base(), '/push/subscriptions', {
        method: 'POST',
        json: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${device}-${user.id}`,
          keys: {
            p256dh: Buffer.alloc(65, 4).toString('base64url'),
            auth: Buffer.alloc(16, 7).toString('base64url'),
          },
        },
      })
    assert.equal((await turnOn(laptop, 'laptop')).status, 200)
    assert.equal((await turnOn(phone, 'phone')).status, 200)

    const others = await laptop.request(base(), '/settings/sessions', {
      method: 'DELETE',
      form: { password: PASSWORD },
      accept: 'text/html',
    })
    assert.equal(others.status, 302)
    const devices = await PushSubscription.query().where('user_id', user.id)
    assert.deepEqual(
      devices.map((device) => device.endpoint),
      [`https://fcm.googleapis.com/fcm/send/laptop-${user.id}`]
    )
  })

  test('a password reset and a deleted account: every socket of the account', async ({
    client,
    assert,
    cleanup,
  }) => {
    const revoked = recorder(cleanup)
    const [reset, deleted] = await UserFactory.createMany(2)
    const token = await createPasswordResetToken(reset)
    await client
      .post('/reset-password')
      .withCsrfToken()
      .form({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .redirects(0)
    assert.deepEqual(revoked, [{ userId: reset.id }])

    const browser = await signedIn(deleted)
    const gone = await browser.request(base(), '/settings/account', {
      method: 'DELETE',
      form: { password: PASSWORD },
      accept: 'text/html',
    })
    assert.equal(gone.status, 302)
    await until(() => revoked.length >= 2, 'the revocations')
    assert.deepInclude(revoked, { userId: deleted.id })
  })

  test('a blocked visitor, and a visitor whose conversation an account took over', async ({
    client,
    assert,
    cleanup,
  }) => {
    const revoked = recorder(cleanup)
    const staff = await UserFactory.apply('staff').create()

    // A visitor who writes, is blocked, and whose token no longer opens the channel.
    const visitor = new Session(realtimeConfig.key)
    await visitor.request(base(), '/')
    await visitor.request(base(), '/chat/messages', {
      method: 'POST',
      json: { text: 'Hello', name: 'Eva Visitor', email: 'eva@example.com', page: '/' },
    })
    assert.isDefined(visitor.cookies.get(COOKIE))
    const blocked = await Conversation.query().orderBy('id', 'desc').firstOrFail()
    const channel = `private-conversation.${blocked.id}`
    assert.equal((await authorise(visitor, channel)).status, 200)
    await client.post(`/inbox/${blocked.id}/block`).loginAs(staff).withCsrfToken().redirects(0)
    assert.deepEqual(revoked, [{ userId: `visitor-${blocked.id}` }])
    assert.equal((await authorise(visitor, channel)).status, 401)

    // A visitor who logs in in the same browser: the account holds the conversation now.
    const user = await UserFactory.create()
    const writer = new Session(realtimeConfig.key)
    await writer.request(base(), '/')
    await writer.request(base(), '/chat/messages', {
      method: 'POST',
      json: { text: 'Hello again', name: 'Eva', email: 'eva@example.com', page: '/' },
    })
    const carried = await Conversation.query().orderBy('id', 'desc').firstOrFail()
    await writer.logIn(base(), user.email, PASSWORD)
    await until(() => revoked.length >= 2, 'the revocation')
    assert.deepEqual(revoked.at(-1), { userId: `visitor-${carried.id}` })
    await carried.refresh()
    assert.equal(carried.userId, user.id)
  })

  test("a viewer's project grant is read-only, a member's is not; an outsider gets 403", async ({
    assert,
  }) => {
    const cast = await projectCast()
    const channel = projectChannel.name({ id: cast.project.id })
    const viewer = await authorise(await signedIn(cast.viewer), channel)
    const member = await authorise(await signedIn(cast.member), channel)
    const outsider = await authorise(await signedIn(cast.outsider), channel)
    assert.equal(viewer.status, 200)
    assert.isTrue(viewer.grant?.readOnly)
    assert.equal(member.status, 200)
    assert.isUndefined(member.grant?.readOnly)
    assert.equal(outsider.status, 403)
  })
})
