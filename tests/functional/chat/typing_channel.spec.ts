import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import realtimeConfig from '#config/realtime'
import env from '#start/env'
import type User from '#models/user'
import { projectChannel } from '#shared/realtime'
import { RawClient } from '#tests/realtime/helpers'
import { projectCast } from '../projects/cast.js'

const wsUrl = () =>
  `ws://127.0.0.1:${env.get('PORT')}/app/${realtimeConfig.key}?protocol=7&client=js&version=8.4.0`

const typing = (frame: { event: string }) => frame.event === 'client-typing'

/*
| A socket of the app's own real-time server, subscribed to a project's presence channel the way
| pusher-js does it: the signature comes from /broadcasting/auth for this user and socket.
*/
async function joinProject(client: ApiClient, user: User, projectId: number) {
  const socket = await RawClient.connect(wsUrl())
  const channel = projectChannel.name({ id: projectId })
  const response = await client
    .post('/broadcasting/auth')
    .loginAs(user)
    .withCsrfToken()
    .accept('json')
    .form({ socket_id: socket.socketId, channel_name: channel })
  return { socket, channel, response }
}

/*
| Typing indicators are client events (`client-typing`) on `presence-project.{id}`: only those
| the channel rule lets in (the project's members and staff) can send or hear them.
*/
test.group('Chat: typing whispers on the presence channel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a member's whisper reaches the others, marked with who sent it", async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const sender = await joinProject(client, cast.member, cast.project.id)
    const reader = await joinProject(client, cast.viewer, cast.project.id)
    cleanup(() => {
      sender.socket.close()
      reader.socket.close()
    })
    for (const { socket, channel, response } of [sender, reader]) {
      response.assertStatus(200)
      socket.send({ event: 'pusher:subscribe', data: { channel, ...response.body() } })
      await socket.next((frame) => frame.event === 'pusher_internal:subscription_succeeded')
    }
    const whisper = { userId: cast.member.id, name: cast.member.fullName, typing: true }
    sender.socket.send({ event: 'client-typing', channel: sender.channel, data: whisper })
    const frame = await reader.socket.next(typing)
    assert.deepEqual(frame.data, whisper)
    assert.equal(frame.user_id, String(cast.member.id))
  })

  test('someone outside the project gets no signature and their whisper is refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cast = await projectCast()
    const member = await joinProject(client, cast.member, cast.project.id)
    const outsider = await joinProject(client, cast.outsider, cast.project.id)
    cleanup(() => {
      member.socket.close()
      outsider.socket.close()
    })
    member.response.assertStatus(200)
    member.socket.send({
      event: 'pusher:subscribe',
      data: { channel: member.channel, ...member.response.body() },
    })
    await member.socket.next((frame) => frame.event === 'pusher_internal:subscription_succeeded')

    outsider.response.assertStatus(403)
    // Without a signature the subscription itself fails...
    outsider.socket.send({
      event: 'pusher:subscribe',
      data: { channel: outsider.channel, auth: `${realtimeConfig.key}:forged`, channel_data: '{}' },
    })
    await outsider.socket.next((frame) => frame.event === 'pusher:subscription_error')
    // ...and a whisper into the channel anyway is refused and reaches nobody.
    outsider.socket.send({
      event: 'client-typing',
      channel: outsider.channel,
      data: { userId: cast.outsider.id, name: 'Eve', typing: true },
    })
    const error = await outsider.socket.next((frame) => frame.event === 'pusher:error')
    assert.equal(error.data.code, 4009)
    await member.socket.flush()
    assert.isFalse(member.socket.has(typing))
  })
})
