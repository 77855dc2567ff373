import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import { fileDisk } from '#infrastructure/file_storage'
import { sweepUnattachedFiles } from '#actions/files/sweep_files'
import { projectCast } from '../projects/cast.js'
import {
  filesApi,
  htmlBytes,
  jpegWithGps,
  pdfBytes,
  pngBytes,
  storedKeys,
  svgBytes,
} from './files_helpers.js'

/*
| What a file is comes from its bytes, never its name or the browser; only images and PDFs are
| shown in the product's origin, everything else is a download that cannot run there. Limits
| refuse with a translated reason and store nothing; a retried upload makes one file.
*/
test.group('Files: what the bytes are', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a PDF named .png is a PDF, shown inline as a PDF', async ({ client, assert }) => {
    const cast = await projectCast()
    const api = filesApi(client, cast.owner)
    const upload = await api.upload(cast.project.id, { name: 'photo.png', bytes: pdfBytes() })
    upload.assertStatus(201)
    assert.equal(upload.body().data.type, 'application/pdf')
    assert.isNull(upload.body().data.thumbnailUrl)
    const served = await api.fetch(upload.body().data.url)
    assert.equal(served.header('content-type'), 'application/pdf')
    assert.match(served.header('content-disposition') ?? '', /^inline; filename="?photo\.png/)
    assert.equal(served.header('x-content-type-options'), 'nosniff')
  })

  for (const [label, name, bytes] of [
    ['an HTML page named .jpg', 'cat.jpg', htmlBytes()],
    ['an SVG with a script', 'logo.svg', svgBytes()],
  ] as const) {
    test(`${label} is served only as a download that cannot run`, async ({ client, assert }) => {
      const cast = await projectCast()
      const api = filesApi(client, cast.owner)
      const upload = await api.upload(cast.project.id, { name, bytes })
      upload.assertStatus(201)
      assert.notInclude(['text/html', 'image/svg+xml', 'image/jpeg'], upload.body().data.type)
      assert.isNull(upload.body().data.thumbnailUrl)
      const served = await api.fetch(upload.body().data.url)
      served.assertStatus(200)
      assert.equal(served.header('content-type'), 'application/octet-stream')
      assert.match(served.header('content-disposition') ?? '', /^attachment; filename=/)
      assert.equal(served.header('x-content-type-options'), 'nosniff')
      assert.include(served.header('content-security-policy'), 'sandbox')
      assert.include(served.header('content-security-policy'), "default-src 'none'")
    })
  }

  test('a thumbnail is re-encoded without the photo’s location; the original stays as sent', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const api = filesApi(client, cast.owner)
    const photo = await jpegWithGps()
    assert.isDefined((await sharp(photo).metadata()).exif)
    const upload = await api.upload(cast.project.id, { name: 'site.jpg', bytes: photo })
    const file = upload.body().data
    assert.equal(file.type, 'image/jpeg')
    const stored = await StoredFile.findByOrFail('public_id', file.id)
    const thumbnail = Buffer.from(await fileDisk().getBytes(stored.thumbnailKey!))
    const meta = await sharp(thumbnail).metadata()
    assert.equal(meta.format, 'webp')
    assert.isAtMost(meta.width!, filesConfig.thumbnailWidth)
    assert.isUndefined(meta.exif)
    assert.notInclude(thumbnail.toString('latin1'), 'TestPhone')
    const original = Buffer.from(await fileDisk().getBytes(stored.storageKey))
    assert.isTrue(original.equals(photo))
    const served = await api.fetch(file.thumbnailUrl)
    assert.equal(served.header('content-type'), 'image/webp')
  })
})

test.group('Files: limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const defaults = { ...filesConfig }
  group.each.teardown(() => {
    filesConfig.maxFileBytes = defaults.maxFileBytes
    filesConfig.projectQuotaBytes = defaults.projectQuotaBytes
  })

  test('a file over 25 MB is refused with 413, in the reader’s language, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const before = await storedKeys()
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x61)
    const response = await filesApi(client, cast.owner)
      .upload(cast.project.id, { name: 'big.bin', bytes: big })
      .header('Accept-Language', 'sk')
    response.assertStatus(413)
    assert.deepEqual(response.body().errors, [
      { field: 'file', rule: 'tooLarge', message: 'Súbor je príliš veľký: najviac 25 MB.' },
    ])
    assert.deepEqual(await storedKeys(), before)
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 0)
  })

  test('the per-file limit is configurable', async ({ client, assert }) => {
    const cast = await projectCast()
    filesConfig.maxFileBytes = 1024 * 1024
    const response = await filesApi(client, cast.owner)
      .upload(cast.project.id, { name: 'a.bin', bytes: Buffer.alloc(1024 * 1024 + 1) })
      .header('Accept-Language', 'de')
    response.assertStatus(413)
    assert.equal(response.body().errors[0].message, 'Die Datei ist zu groß: höchstens 1 MB.')
  })

  test('over the project’s quota: refused with what is left, nothing stored', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const png = await pngBytes()
    filesConfig.projectQuotaBytes = png.length + 100
    const api = filesApi(client, cast.owner)
    ;(await api.upload(cast.project.id, { name: 'a.png', bytes: png })).assertStatus(201)
    const before = await storedKeys()
    const refused = await api
      .upload(cast.project.id, { name: 'b.png', bytes: png })
      .header('Accept-Language', 'cs')
    refused.assertStatus(422)
    assert.equal(
      refused.body().errors[0].message,
      'V projektu už není místo pro tento soubor: volných je 0 MB.'
    )
    assert.deepEqual(await storedKeys(), before)
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 1)
  })

  test('at most 10 files per message', async ({ client, assert }) => {
    const cast = await projectCast()
    const api = filesApi(client, cast.member)
    const ids: string[] = []
    for (let index = 0; index < 11; index++) {
      const upload = await api.upload(cast.project.id, {
        name: `${index}.png`,
        bytes: await pngBytes(),
      })
      ids.push(upload.body().data.id)
    }
    const refused = await api.post(cast.project.id, { text: 'All', attachmentIds: ids })
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, 'At most 10 files can be sent with one message.')
    const sent = await api.post(cast.project.id, { text: 'Ten', attachmentIds: ids.slice(0, 10) })
    sent.assertStatus(201)
    assert.lengthOf(sent.body().data.attachments, 10)
  })

  test('an upload retried with the same client key makes one file', async ({ client, assert }) => {
    const cast = await projectCast()
    const api = filesApi(client, cast.member)
    const png = { name: 'a.png', bytes: await pngBytes() }
    const first = await api.upload(cast.project.id, png, { clientKey: 'upload-key-1' })
    first.assertStatus(201)
    const before = await storedKeys()
    const again = await api.upload(cast.project.id, png, { clientKey: 'upload-key-1' })
    again.assertStatus(200)
    assert.equal(again.body().data.id, first.body().data.id)
    assert.deepEqual(await storedKeys(), before)
    assert.lengthOf(await StoredFile.query().where('project_id', cast.project.id), 1)
  })

  test('uploads never sent are swept after a day; sent ones stay', async ({ client, assert }) => {
    const cast = await projectCast()
    const api = filesApi(client, cast.member)
    const draft = (
      await api.upload(cast.project.id, { name: 'd.png', bytes: await pngBytes() })
    ).body().data
    const sent = (
      await api.upload(cast.project.id, { name: 's.png', bytes: await pngBytes() })
    ).body().data
    await api.post(cast.project.id, { text: 'x', attachmentIds: [sent.id] })
    const draftRow = await StoredFile.findByOrFail('public_id', draft.id)

    assert.equal(await sweepUnattachedFiles(DateTime.now().plus({ hours: 23 })), 0)
    assert.equal(await sweepUnattachedFiles(DateTime.now().plus({ hours: 25 })), 1)
    assert.isNull(await StoredFile.find(draftRow.id))
    assert.notInclude(await storedKeys(), draftRow.storageKey)
    assert.isNotNull(await StoredFile.findBy('public_id', sent.id))
  })
})
