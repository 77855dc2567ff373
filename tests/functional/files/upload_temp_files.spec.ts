import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { ApiClient } from '@japa/api-client'
import filesConfig from '#config/files'
import StoredFile from '#models/stored_file'
import Conversation from '#models/conversation'
import { UserFactory } from '#database/factories/user_factory'
import { UPLOAD_ACCOUNT_LIMIT, UPLOAD_ADDRESS_LIMIT } from '#middleware/upload_middleware'
import { tmpUploads } from '#tests/helpers/upload_tmp'
import { COOKIE, startChat } from '#tests/functional/conversations/helpers'
import { projectCast } from '../projects/cast.js'
import { filesApi, pdfBytes, storedKeys } from './files_helpers.js'

/*
| A multipart body is read only by a route that takes a file, after the session, CSRF, the
| sign-in and the policy; whatever the answer, the request leaves nothing in the temporary
| folder. Each case lists the folder before and after (tests/helpers/upload_tmp.ts).
*/
const MB = 1024 * 1024
const bigFile = () => Buffer.alloc(3 * MB, 0x61)

function multipart(request: ReturnType<ApiClient['post']>, bytes = bigFile()) {
  return request.accept('json').field('text', 'hello').file('file', bytes, { filename: 'a.bin' })
}

test.group('Uploads: nothing left in the temporary folder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  const defaults = { ...filesConfig }
  const limits = { account: UPLOAD_ACCOUNT_LIMIT.requests, address: UPLOAD_ADDRESS_LIMIT.requests }
  group.each.teardown(() => {
    filesConfig.maxFileBytes = defaults.maxFileBytes
    filesConfig.conversationMaxFileBytes = defaults.conversationMaxFileBytes
    UPLOAD_ACCOUNT_LIMIT.requests = limits.account
    UPLOAD_ADDRESS_LIMIT.requests = limits.address
  })

  test('a file sent to /login without a CSRF token: 403, nothing written', async ({
    client,
    assert,
  }) => {
    const before = await tmpUploads()
    const response = await multipart(client.post('/login'))
    response.assertStatus(403)
    assert.deepEqual(await tmpUploads(), before)
  })

  test('a file sent to /login with a CSRF token: the login form refuses it, nothing written', async ({
    client,
    assert,
  }) => {
    const before = await tmpUploads()
    const response = await multipart(client.post('/login').withCsrfToken())
    assert.notEqual(response.status(), 200)
    assert.isBelow(response.status(), 500)
    assert.deepEqual(await tmpUploads(), before)
  })

  test('POST /chat/files without a conversation: refused, nothing written', async ({
    client,
    assert,
  }) => {
    const before = await tmpUploads()
    ;(await multipart(client.post('/chat/files'))).assertStatus(403)
    assert.deepEqual(await tmpUploads(), before)
    ;(await multipart(client.post('/chat/files').withCsrfToken())).assertStatus(404)
    assert.deepEqual(await tmpUploads(), before)
  })

  test("an outsider's upload to a project: 404, nothing written", async ({ client, assert }) => {
    const cast = await projectCast()
    const before = await tmpUploads()
    const response = await filesApi(client, cast.outsider).upload(cast.project.id, {
      name: 'a.bin',
      bytes: bigFile(),
    })
    response.assertStatus(404)
    assert.deepEqual(await tmpUploads(), before)
  })

  test("a viewer's upload to a project: 403, nothing written", async ({ client, assert }) => {
    const cast = await projectCast()
    const before = await tmpUploads()
    const response = await filesApi(client, cast.viewer).upload(cast.project.id, {
      name: 'a.bin',
      bytes: bigFile(),
    })
    response.assertStatus(403)
    assert.deepEqual(await tmpUploads(), before)
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 0)
  })

  test('a member asking to file into the project (owner only): 403 after reading, nothing left', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const before = await tmpUploads()
    const response = await filesApi(client, cast.member).upload(
      cast.project.id,
      { name: 'a.bin', bytes: bigFile() },
      { purpose: 'project' }
    )
    response.assertStatus(403)
    assert.deepEqual(await tmpUploads(), before)
  })

  test('a field that fails validation: 422, nothing left', async ({ client, assert }) => {
    const cast = await projectCast()
    const before = await tmpUploads()
    const response = await filesApi(client, cast.owner).upload(
      cast.project.id,
      { name: 'a.bin', bytes: bigFile() },
      { purpose: 'nonsense' }
    )
    response.assertStatus(422)
    assert.deepEqual(await tmpUploads(), before)
  })

  test('an upload that is stored: 201, the temporary file is gone', async ({ client, assert }) => {
    const cast = await projectCast()
    const before = await tmpUploads()
    const response = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'brief.pdf',
      bytes: pdfBytes(),
    })
    response.assertStatus(201)
    assert.deepEqual(await tmpUploads(), before)
  })

  test('a file over its size in the project: 413, translated, nothing stored or left', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    filesConfig.maxFileBytes = MB
    const before = await tmpUploads()
    const stored = await storedKeys()
    // Just over the size (read whole), then far past it (the stream is cut at the limit).
    for (const bytes of [Buffer.alloc(MB + 1), Buffer.alloc(4 * MB)]) {
      const response = await filesApi(client, cast.member)
        .upload(cast.project.id, { name: 'big.bin', bytes })
        .header('Accept-Language', 'sk')
      response.assertStatus(413)
      assert.deepEqual(response.body().errors, [
        { field: 'file', rule: 'tooLarge', message: 'Súbor je príliš veľký: najviac 1 MB.' },
      ])
    }
    assert.deepEqual(await tmpUploads(), before)
    assert.deepEqual(await storedKeys(), stored)
  })

  test('a file over its size in the visitor chat and the inbox: 413, translated, nothing left', async ({
    client,
    assert,
  }) => {
    const { token } = await startChat(client)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    filesConfig.conversationMaxFileBytes = MB
    const before = await tmpUploads()
    for (const bytes of [Buffer.alloc(MB + 1), Buffer.alloc(4 * MB)]) {
      const visitor = await multipart(
        client.post('/chat/files').withCookie(COOKIE, token).withCsrfToken(),
        bytes
      ).header('Accept-Language', 'de')
      visitor.assertStatus(413)
      assert.equal(visitor.body().errors[0].message, 'Die Datei ist zu groß: höchstens 1 MB.')
      const team = await multipart(
        client.post(`/inbox/${conversation.id}/files`).loginAs(staff).withCsrfToken(),
        bytes
      )
      team.assertStatus(413)
      assert.equal(team.body().errors[0].message, 'The file is too large: at most 1 MB.')
    }
    assert.deepEqual(await tmpUploads(), before)
  })

  test('uploads are limited per account: over it, 429 before a byte is written', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    UPLOAD_ACCOUNT_LIMIT.requests = 2
    const upload = () =>
      filesApi(client, cast.owner).upload(cast.project.id, { name: 'a.pdf', bytes: pdfBytes() })
    ;(await upload()).assertStatus(201)
    ;(await upload()).assertStatus(201)
    const before = await tmpUploads()
    const refused = await upload()
    refused.assertStatus(429)
    assert.isDefined(refused.header('retry-after'))
    assert.deepEqual(await tmpUploads(), before)
    // Another account from the same address still may.
    const other = await filesApi(client, cast.member).upload(cast.project.id, {
      name: 'b.pdf',
      bytes: pdfBytes(),
    })
    other.assertStatus(201)
  })

  test('uploads are limited per address, for visitors too', async ({ client, assert }) => {
    const { token } = await startChat(client)
    UPLOAD_ADDRESS_LIMIT.requests = 1
    const upload = () =>
      multipart(client.post('/chat/files').withCookie(COOKIE, token).withCsrfToken(), pdfBytes())
    ;(await upload()).assertStatus(201)
    const before = await tmpUploads()
    ;(await upload()).assertStatus(429)
    assert.deepEqual(await tmpUploads(), before)
  })
})
