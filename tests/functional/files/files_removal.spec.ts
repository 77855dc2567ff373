import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Conversation from '#models/conversation'
import StoredFile from '#models/stored_file'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { deleteExpiredConversations } from '#actions/conversations/delete_expired_conversations'
import { sweepUnattachedFiles } from '#actions/files/sweep_files'
import { PASSWORD } from '#tests/helpers/credentials'
import { COOKIE, startChat } from '../conversations/helpers.js'
import { projectCast } from '../projects/cast.js'
import { filesApi, pdfBytes, pngBytes, storedKeys } from './files_helpers.js'

/* The keys on the disk of the files these rows name (original and thumbnail). */
async function keysOf(publicIds: string[]) {
  const rows = await StoredFile.query().whereIn('public_id', publicIds)
  return rows.flatMap((row) => [row.storageKey, row.thumbnailKey ?? []].flat())
}

async function visitorSends(client: ApiClient, token: string, name: string) {
  const upload = await client
    .post('/chat/files')
    .withCookie(COOKIE, token)
    .withCsrfToken()
    .accept('json')
    .file('file', await pngBytes(), { filename: name })
  upload.assertStatus(201)
  await client
    .post('/chat/messages')
    .withCookie(COOKIE, token)
    .withCsrfToken()
    .accept('json')
    .json({ attachmentIds: [upload.body().data.id] })
  return upload.body().data.id as string
}

/*
| Nothing is orphaned: whatever removes a file's record (an expired conversation, a deleted
| account or project, the sweep of unsent uploads) removes its bytes from the disk too, and
| nothing else's.
*/
test.group('Files: removed from the disk with what they belong to', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an expired visitor conversation takes its files off the disk; a recent one keeps them', async ({
    client,
    assert,
  }) => {
    const old = await startChat(client, 'An old question')
    const oldFile = await visitorSends(client, old.token, 'old.png')
    const recent = await startChat(client, 'A recent question')
    const recentFile = await visitorSends(client, recent.token, 'recent.png')
    const oldKeys = await keysOf([oldFile])
    const recentKeys = await keysOf([recentFile])
    assert.lengthOf(oldKeys, 2, 'the original and its thumbnail')
    assert.includeMembers(await storedKeys(), [...oldKeys, ...recentKeys])

    const conversation = await Conversation.query()
      .whereIn('id', StoredFile.query().where('public_id', oldFile).select('conversation_id'))
      .firstOrFail()
    conversation.lastActivityAt = DateTime.now().minus({ days: 200 })
    await conversation.save()
    assert.equal(await deleteExpiredConversations(DateTime.now(), 180), 1)

    const left = await storedKeys()
    for (const key of oldKeys) assert.notInclude(left, key)
    assert.includeMembers(left, recentKeys)
    assert.isNull(await StoredFile.findBy('public_id', oldFile))
  })

  test('a deleted account takes its conversation’s files, its own project’s and its drafts; its words in a shared project stay', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const colleague = await UserFactory.create()
    // Its own conversation with the team, with a file sent.
    const started = await client.post('/conversations').loginAs(user).withCsrfToken().redirects(0)
    const conversationId = Number(String(started.header('location')).split('/').at(-1))
    const sent = await client
      .post(`/conversations/${conversationId}/files`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .file('file', pdfBytes(), { filename: 'brief.pdf' })
    await client
      .post(`/conversations/${conversationId}/messages`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ attachmentIds: [sent.body().data.id] })
    // A project it owns alone, with a file; a draft in a project it works in with others.
    const alone = await projectWith(user)
    const api = filesApi(client, user)
    const ownProject = (
      await api.upload(alone.id, { name: 'logo.png', bytes: await pngBytes() })
    ).body().data.id as string
    const shared = await projectWith(colleague, [[user, 'member']])
    const draft = (
      await api.upload(shared.id, { name: 'draft.png', bytes: await pngBytes() })
    ).body().data.id as string
    const kept = (await api.upload(shared.id, { name: 'kept.png', bytes: await pngBytes() })).body()
      .data.id as string
    ;(await api.post(shared.id, { text: 'Our logo', attachmentIds: [kept] })).assertStatus(201)

    const gone = await keysOf([sent.body().data.id, ownProject, draft])
    const stays = await keysOf([kept])
    assert.lengthOf(gone, 5, 'a PDF (no thumbnail) and two images with theirs')
    assert.includeMembers(await storedKeys(), [...gone, ...stays])

    const response = await client
      .delete('/settings/account')
      .loginAs(user)
      .header('Referer', '/settings/account')
      .withCsrfToken()
      .form({ password: PASSWORD })
      .redirects(0)
    response.assertHeader('location', '/')

    const left = await storedKeys()
    for (const key of gone) assert.notInclude(left, key)
    assert.includeMembers(left, stays)
    assert.isNull(await Conversation.find(conversationId))
  })

  test('a deleted project takes every file of it off the disk', async ({ client, assert }) => {
    const cast = await projectCast()
    const other = await projectCast()
    const api = filesApi(client, cast.member)
    const inChat = (
      await api.upload(cast.project.id, { name: 'a.png', bytes: await pngBytes() })
    ).body().data.id as string
    await api.post(cast.project.id, { text: 'x', attachmentIds: [inChat] })
    const direct = (
      await filesApi(client, cast.owner).upload(
        cast.project.id,
        { name: 'b.pdf', bytes: pdfBytes() },
        { purpose: 'project' }
      )
    ).body().data.id as string
    const elsewhere = (
      await filesApi(client, other.member).upload(other.project.id, {
        name: 'c.png',
        bytes: await pngBytes(),
      })
    ).body().data.id as string
    const gone = await keysOf([inChat, direct])
    const stays = await keysOf([elsewhere])
    assert.lengthOf(gone, 3)

    const response = await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/projects')
    const left = await storedKeys()
    for (const key of gone) assert.notInclude(left, key)
    assert.includeMembers(left, stays)
  })

  test('the sweep takes a day-old unsent conversation upload off the disk, not a sent one', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const sent = await visitorSends(client, token, 'sent.png')
    const unsent = await client
      .post('/chat/files')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .file('file', await pngBytes(), { filename: 'unsent.png' })
    const unsentKeys = await keysOf([unsent.body().data.id])
    const sentKeys = await keysOf([sent])
    assert.equal(await sweepUnattachedFiles(DateTime.now().plus({ hours: 25 })), 1)
    const left = await storedKeys()
    for (const key of unsentKeys) assert.notInclude(left, key)
    assert.includeMembers(left, sentKeys)
  })
})
