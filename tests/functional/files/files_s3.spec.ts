import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import S3rver from 's3rver'
import StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import { fileDisk } from '#infrastructure/file_storage'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import { deleteExpiredConversations } from '#actions/conversations/delete_expired_conversations'
import { projectCast } from '../projects/cast.js'
import { COOKIE, startChat } from '../conversations/helpers.js'
import { filesApi, htmlBytes, pdfBytes, pngBytes } from './files_helpers.js'

/*
| The same files, kept in an S3-compatible store (s3rver, started here): uploads through the
| app land in the bucket, a download is a redirect to a presigned URL valid a minute that
| serves the same safe type and disposition, and a browser can put the bytes straight into the
| store through a presigned URL, after which the app checks them.
*/
test.group('Files: in an S3-compatible store', (group) => {
  let server: S3rver
  let directory: string
  let endpoint: string
  const local = { disk: filesConfig.disk, s3: { ...filesConfig.s3 } }

  group.setup(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3rver-'))
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'codeva-files', configs: [] }],
    })
    const { port } = await server.run()
    endpoint = `http://127.0.0.1:${port}`
    filesConfig.disk = 's3'
    Object.assign(filesConfig.s3, {
      bucket: 'codeva-files',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    })
    return async () => {
      filesConfig.disk = local.disk
      Object.assign(filesConfig.s3, local.s3)
      await server.close()
      await rm(directory, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an upload through the app lands in the bucket; a download redirects to a one-minute URL', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const upload = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'brief.png',
      bytes: pdfBytes(),
    })
    upload.assertStatus(201)
    const file = upload.body().data
    assert.equal(file.type, 'application/pdf')
    const stored = await StoredFile.findByOrFail('public_id', file.id)
    assert.isTrue(await fileDisk().exists(stored.storageKey))

    const redirect = await filesApi(client, cast.member).fetch(file.url)
    redirect.assertStatus(302)
    const location = new URL(redirect.header('location')!)
    assert.equal(location.origin, endpoint)
    assert.equal(location.searchParams.get('X-Amz-Expires'), '60')
    const served = await fetch(location)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'application/pdf')
    assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="?brief\.png/)
    assert.isTrue(Buffer.from(await served.arrayBuffer()).equals(pdfBytes()))

    // Someone outside the project is never handed a URL at all.
    ;(await filesApi(client, cast.outsider).fetch(file.url)).assertStatus(404)
  })

  test('HTML in the store is handed out as a download of a safe type', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const upload = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'page.jpg',
      bytes: htmlBytes(),
    })
    const redirect = await filesApi(client, cast.owner).fetch(upload.body().data.url)
    const served = await fetch(redirect.header('location')!)
    assert.equal(served.headers.get('content-type'), 'application/octet-stream')
    assert.match(served.headers.get('content-disposition') ?? '', /^attachment;/)
  })

  test('straight from the browser to the store: presigned PUT, then the app checks the bytes', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const png = await pngBytes(900, 600)
    const presigned = await client
      .post(`/projects/${cast.project.id}/files/presign`)
      .loginAs(cast.member)
      .withCsrfToken()
      .accept('json')
      .json({ name: 'shot.png', size: png.length, clientKey: 'direct-key-1' })
    presigned.assertStatus(201)
    const { data, uploadUrl } = presigned.body()
    assert.equal(new URL(uploadUrl).origin, endpoint)
    // Not readable until confirmed.
    ;(await filesApi(client, cast.member).fetch(data.url)).assertStatus(404)

    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: png,
      headers: { 'Content-Type': 'application/octet-stream' },
    })
    assert.equal(put.status, 200)
    const confirmed = await client
      .post(`/files/${data.id}/confirm`)
      .loginAs(cast.member)
      .withCsrfToken()
      .accept('json')
    confirmed.assertStatus(200)
    assert.equal(confirmed.body().data.type, 'image/png')
    assert.equal(confirmed.body().data.size, png.length)
    assert.isString(confirmed.body().data.thumbnailUrl)
    const thumbnail = await filesApi(client, cast.member).fetch(confirmed.body().data.thumbnailUrl)
    thumbnail.assertStatus(302)
    assert.equal(
      (await fetch(thumbnail.header('location')!)).headers.get('content-type'),
      'image/webp'
    )

    // Confirmed, it is attached like any upload.
    const posted = await filesApi(client, cast.member).post(cast.project.id, {
      text: '',
      attachmentIds: [data.id],
    })
    posted.assertStatus(201)
  })

  test('a direct upload over the limit is refused before any byte is sent', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const refused = await client
      .post(`/projects/${cast.project.id}/files/presign`)
      .loginAs(cast.member)
      .withCsrfToken()
      .accept('json')
      .header('Accept-Language', 'de')
      .json({ name: 'huge.bin', size: 26 * 1024 * 1024 })
    // As for a file sent through the app: 413 Payload Too Large, with the same message.
    refused.assertStatus(413)
    assert.equal(refused.body().errors[0].message, 'Die Datei ist zu groß: höchstens 25 MB.')
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 0)
    ;(
      await client
        .post(`/projects/${cast.project.id}/files/presign`)
        .loginAs(cast.viewer)
        .withCsrfToken()
        .accept('json')
        .json({ name: 'a.png', size: 10 })
    ).assertStatus(403)
  })

  test('a deleted project and an expired conversation take their objects out of the bucket', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const upload = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'logo.png',
      bytes: await pngBytes(),
    })
    const projectFile = await StoredFile.findByOrFail('public_id', upload.body().data.id)
    const { token } = await startChat(client)
    const chatUpload = await client
      .post('/chat/files')
      .withCookie(COOKIE, token)
      .withCsrfToken()
      .accept('json')
      .file('file', pdfBytes(), { filename: 'brief.pdf' })
    const chatFile = await StoredFile.findByOrFail('public_id', chatUpload.body().data.id)
    const keys = [projectFile.storageKey, projectFile.thumbnailKey!, chatFile.storageKey]
    for (const key of keys) assert.isTrue(await fileDisk().exists(key), key)

    await client
      .delete(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    const conversation = await Conversation.findOrFail(chatFile.conversationId)
    conversation.lastActivityAt = DateTime.now().minus({ days: 200 })
    await conversation.save()
    assert.equal(await deleteExpiredConversations(DateTime.now(), 180), 1)

    for (const key of keys) assert.isFalse(await fileDisk().exists(key), key)
  })
})
