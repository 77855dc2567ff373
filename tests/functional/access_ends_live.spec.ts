import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import realtimeConfig from '#config/realtime'
import env from '#start/env'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { Broadcaster } from '#realtime/broadcaster'
import { userChannel } from '#shared/realtime'
import { PASSWORD } from '#tests/helpers/credentials'
import { listen, refused, Session, until, type PusherClient } from '#tests/helpers/served_clients'
import { projectCast } from './projects/cast.js'

/*
| Access that ends, as the open sockets of the people concerned see it: real pusher-js clients,
| each in its own signed-in session (logged in through /login), authorised through
| /broadcasting/auth on the app's own socket server. What ends their access closes their sockets;
| pusher-js authorises every channel again and the lost ones are refused, for good.
*/
const base = () => `http://127.0.0.1:${env.get('PORT')}`

/* A signed-in browser with one socket, counting its connections. */
class Browser extends Session {
  connects = 0
  pusher?: PusherClient

  connect() {
    this.pusher = this.realtime(Number(env.get('PORT')), base())
    this.pusher.connection.bind('connected', () => this.connects++)
    return this.pusher
  }

  refused() {
    return refused(this)
  }
}

async function signedIn(user: User, cleanup: (fn: () => void) => void) {
  const browser = new Browser(realtimeConfig.key)
  await browser.logIn(base(), user.email, PASSWORD)
  browser.connect()
  cleanup(() => browser.pusher?.disconnect())
  return browser
}

/* Subscribed to the user's own channel: the notices it hears. */
async function personal(browser: Browser, user: User) {
  const heard: string[] = []
  const channel = browser.pusher!.subscribe(userChannel.name({ id: user.id }))
  channel.bind('notice', (notice: { message: string }) => heard.push(notice.message))
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve())
    channel.bind('pusher:subscription_error', reject)
  })
  return heard
}

test.group('Access that ends closes the sockets that had it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a removed member's open socket stops hearing the project and is refused again", async ({
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const owner = await signedIn(cast.owner, cleanup)
    const member = await signedIn(cast.member, cleanup)
    const ownerHears = listen(owner.pusher!, cast.project.id)
    const memberHears = listen(member.pusher!, cast.project.id)
    await Promise.all([ownerHears.subscribed, memberHears.subscribed])
    const before = await owner.post(base(), cast.project.id, 'Before')
    await until(() => memberHears.heard.includes(before), 'the member to hear the first message')

    const membership = await ProjectMember.findByOrFail({
      projectId: cast.project.id,
      userId: cast.member.id,
    })
    const removed = await owner.request(
      base(),
      `/projects/${cast.project.id}/members/${membership.id}`,
      { method: 'DELETE', accept: 'text/html' }
    )
    assert.equal(removed.status, 302)

    await until(() => member.refused(), "the member's channel to be authorised again and refused")
    const after = await owner.post(base(), cast.project.id, 'After')
    await until(() => ownerHears.heard.includes(after), 'the owner to hear the second message')
    // (It may have heard the notice of its own removal, posted in the same change.)
    assert.include(memberHears.heard, before)
    assert.notInclude(memberHears.heard, after)
    assert.isFalse(memberHears.channel.subscribed)
  })

  test("logging out closes that session's sockets only: the same user's other session keeps hearing", async ({
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const laptop = await signedIn(cast.member, cleanup)
    const phone = await signedIn(cast.member, cleanup)
    const laptopHears = await personal(laptop, cast.member)
    const phoneHears = await personal(phone, cast.member)

    const out = await laptop.request(base(), '/logout', { method: 'POST', accept: 'text/html' })
    assert.equal(out.status, 302)
    await until(() => laptop.refused(), "the laptop's channel to be authorised again and refused")

    const broadcaster = await app.container.make(Broadcaster)
    broadcaster.send(userChannel, { id: cast.member.id }, 'notice', { message: 'Still here' })
    await until(() => phoneHears.includes('Still here'), 'the phone to hear the notice')
    assert.deepEqual(laptopHears, [])
    // The phone's socket was never closed: it connected once and was never refused.
    assert.equal(phone.connects, 1)
    assert.isFalse(phone.refused())
  })

  test("a viewer's typing is refused and reaches nobody; a member's reaches the viewer", async ({
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const member = await signedIn(cast.member, cleanup)
    const viewer = await signedIn(cast.viewer, cleanup)
    const memberHears = listen(member.pusher!, cast.project.id)
    const viewerHears = listen(viewer.pusher!, cast.project.id)
    await Promise.all([memberHears.subscribed, viewerHears.subscribed])
    const typing = (channel: typeof memberHears.channel) => {
      const from: string[] = []
      channel.bind('client-typing', (_: unknown, metadata: { user_id?: string }) =>
        from.push(String(metadata?.user_id))
      )
      return from
    }
    const memberSees = typing(memberHears.channel)
    const viewerSees = typing(viewerHears.channel)
    const errors: number[] = []
    viewer.pusher!.connection.bind('error', (error: { data?: { code?: number } }) => {
      if (error?.data?.code) errors.push(error.data.code)
    })

    viewerHears.channel.trigger('client-typing', { userId: cast.viewer.id, typing: true })
    await until(() => errors.length > 0, "the server to refuse the viewer's whisper")
    memberHears.channel.trigger('client-typing', { userId: cast.member.id, typing: true })
    await until(() => viewerSees.length > 0, "the viewer to see the member's whisper")
    // Anything the viewer's whisper had reached the member with would have come first.
    const marker = await member.post(base(), cast.project.id, 'Marker')
    await until(() => memberHears.heard.includes(marker), 'the member to hear the marker')
    assert.deepEqual(memberSees, [])
    assert.deepEqual(viewerSees, [String(cast.member.id)])
  })
})
