import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import StoredFile from '#models/stored_file'
import { projectCast, type Cast } from '../projects/cast.js'
import { filesApi, pngBytes, storedKeys } from './files_helpers.js'

/*
| Who reads, uploads and deletes files (DESIGN.md's roles matrix, files row): readers are who
| read the project; who may post uploads in the chat; owner and staff upload into the project's
| files and delete any file. A URL copied to anyone else gives nothing, and a removed member's
| old URL stops working at once.
*/
async function sharedImage(client: Parameters<typeof filesApi>[0], cast: Cast) {
  const api = filesApi(client, cast.member)
  const upload = await api.upload(cast.project.id, { name: 'screen.png', bytes: await pngBytes() })
  upload.assertStatus(201)
  const file = upload.body().data
  const posted = await api.post(cast.project.id, { text: 'Look', attachmentIds: [file.id] })
  posted.assertStatus(201)
  return posted.body().data.attachments[0]
}

test.group('Files: reading', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('readers of the project get the file; outsiders, guests and removed members do not', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const file = await sharedImage(client, cast)
    assert.match(file.url, /^\/files\/[A-Za-z0-9_-]{22}$/)
    assert.isString(file.thumbnailUrl)

    for (const reader of [cast.owner, cast.member, cast.viewer, cast.colleague, cast.staff]) {
      const response = await filesApi(client, reader).fetch(file.url)
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'image/png')
      ;(await filesApi(client, reader).fetch(file.thumbnailUrl)).assertStatus(200)
    }
    ;(await filesApi(client, cast.outsider).fetch(file.url)).assertStatus(404)
    ;(await filesApi(client, cast.outsider).fetch(file.thumbnailUrl)).assertStatus(404)
    const guest = await filesApi(client, null).fetch(file.url)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), '/login')

    // The colleague had the URL; once removed, it answers as if it never existed.
    await ProjectMember.query()
      .where('project_id', cast.project.id)
      .where('user_id', cast.colleague.id)
      .delete()
    ;(await filesApi(client, cast.colleague).fetch(file.url)).assertStatus(404)
    ;(await filesApi(client, cast.colleague).list(cast.project.id)).assertStatus(404)
  })

  test('the list: readers see shared files newest first, outsiders get 404', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const first = await sharedImage(client, cast)
    const direct = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'brief.pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    })
    direct.assertStatus(201)
    // A draft (uploaded, never sent) is its uploader's alone.
    const draft = await filesApi(client, cast.member).upload(cast.project.id, {
      name: 'draft.png',
      bytes: await pngBytes(),
    })

    const listed = await filesApi(client, cast.viewer).list(cast.project.id)
    listed.assertStatus(200)
    const ids = listed.body().data.map((file: { id: string }) => file.id)
    assert.sameMembers(ids, [first.id, direct.body().data.id])
    assert.notInclude(ids, draft.body().data.id)
    assert.deepEqual(
      listed.body().data.find((f: any) => f.id === first.id),
      first
    )
    assert.deepEqual(
      (await filesApi(client, cast.viewer).list(cast.project.id, { kind: 'pdf' }))
        .body()
        .data.map((file: { name: string }) => file.name),
      ['brief.pdf']
    )
    assert.deepEqual(
      (await filesApi(client, cast.viewer).list(cast.project.id, { q: 'SCREEN' }))
        .body()
        .data.map((file: { name: string }) => file.name),
      ['screen.png']
    )
    ;(await filesApi(client, cast.owner).fetch(draft.body().data.url)).assertStatus(404)
    ;(await filesApi(client, cast.member).fetch(draft.body().data.url)).assertStatus(200)
    ;(await filesApi(client, cast.outsider).list(cast.project.id)).assertStatus(404)
  })

  test('ids are random and unguessable; a made-up id is 404', async ({ client, assert }) => {
    const cast = await projectCast()
    const a = await sharedImage(client, cast)
    const b = await sharedImage(client, cast)
    assert.notEqual(a.id, b.id)
    assert.notMatch(a.id, /^\d+$/)
    for (const id of ['1', '2', 'AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd']) {
      ;(await filesApi(client, cast.owner).fetch(`/files/${encodeURIComponent(id)}`)).assertStatus(
        404
      )
    }
  })
})

test.group('Files: uploading and deleting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('who may upload where, by the matrix', async ({ client, assert }) => {
    const cast = await projectCast()
    const png = { name: 'a.png', bytes: await pngBytes() }
    const before = await storedKeys()
    ;(await filesApi(client, cast.viewer).upload(cast.project.id, png)).assertStatus(403)
    ;(await filesApi(client, cast.outsider).upload(cast.project.id, png)).assertStatus(404)
    ;(await filesApi(client, null).upload(cast.project.id, png)).assertStatus(401)
    ;(
      await filesApi(client, cast.member).upload(cast.project.id, png, { purpose: 'project' })
    ).assertStatus(403)
    assert.deepEqual(await storedKeys(), before)
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 0)

    const member = await filesApi(client, cast.member).upload(cast.project.id, png)
    member.assertStatus(201)
    assert.isNull(member.body().data.messageId)
    for (const manager of [cast.owner, cast.staff]) {
      const direct = await filesApi(client, manager).upload(cast.project.id, png)
      direct.assertStatus(201)
      assert.equal(
        (await StoredFile.findByOrFail('public_id', direct.body().data.id)).purpose,
        'project'
      )
    }
  })

  test('owner and staff delete any file; members only by deleting their message', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const file = await sharedImage(client, cast)
    const stored = await StoredFile.findByOrFail('public_id', file.id)
    ;(await filesApi(client, cast.member).remove(file.id)).assertStatus(403)
    ;(await filesApi(client, cast.viewer).remove(file.id)).assertStatus(403)
    ;(await filesApi(client, cast.outsider).remove(file.id)).assertStatus(404)
    assert.include(await storedKeys(), stored.storageKey)

    const removed = await filesApi(client, cast.owner).remove(file.id)
    removed.assertStatus(200)
    assert.equal(removed.body().data.id, file.id)
    ;(await filesApi(client, cast.member).fetch(file.url)).assertStatus(404)
    assert.notInclude(await storedKeys(), stored.storageKey)
    assert.notInclude(await storedKeys(), stored.thumbnailKey!)
    // The deletion is a notice in the stream, and the message no longer lists the file.
    const notice = await db
      .from('messages')
      .where('project_id', cast.project.id)
      .where('notice_type', 'file_deleted')
      .first()
    assert.deepEqual(JSON.parse(notice.notice_params), {
      name: cast.owner.fullName,
      file: 'screen.png',
    })
    const messages = await client
      .get(`/projects/${cast.project.id}/messages`)
      .loginAs(cast.member)
      .accept('json')
    const sent = messages.body().data.find((m: any) => m.id === file.messageId)
    assert.deepEqual(sent.attachments, [])

    const other = await sharedImage(client, cast)
    ;(await filesApi(client, cast.staff).remove(other.id)).assertStatus(200)
  })

  test('deleting a message deletes its files, from storage too', async ({ client, assert }) => {
    const cast = await projectCast()
    const file = await sharedImage(client, cast)
    const stored = await StoredFile.findByOrFail('public_id', file.id)
    const deleted = await client
      .delete(`/messages/${file.messageId}`)
      .loginAs(cast.member)
      .withCsrfToken()
      .accept('json')
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body().data.attachments, [])
    ;(await filesApi(client, cast.owner).fetch(file.url)).assertStatus(404)
    assert.notInclude(await storedKeys(), stored.storageKey)
    assert.isNull(await StoredFile.find(stored.id))
  })

  test('deleting the project removes its files from storage', async ({ client, assert }) => {
    const cast = await projectCast()
    const file = await sharedImage(client, cast)
    const stored = await StoredFile.findByOrFail('public_id', file.id)
    const response = await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.isNull(await StoredFile.find(stored.id))
    assert.notInclude(await storedKeys(), stored.storageKey)
  })

  test("a message's files are its poster's own uploads, never someone else's", async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const mine = await filesApi(client, cast.member).upload(cast.project.id, {
      name: 'a.png',
      bytes: await pngBytes(),
    })
    const theirs = await filesApi(client, cast.colleague).post(cast.project.id, {
      text: '',
      attachmentIds: [mine.body().data.id],
    })
    theirs.assertStatus(422)
    assert.equal(theirs.body().errors[0].field, 'attachmentIds')
    assert.equal(
      theirs.body().errors[0].message,
      'One of the files is no longer available. Remove it and try again.'
    )
    const noCaption = await filesApi(client, cast.member).post(cast.project.id, {
      text: '',
      attachmentIds: [mine.body().data.id],
    })
    noCaption.assertStatus(201)
    assert.equal(noCaption.body().data.text, '')
    assert.equal(noCaption.body().data.attachments[0].id, mine.body().data.id)
    ;(await filesApi(client, cast.member).post(cast.project.id, { text: '' })).assertStatus(422)
  })
})
