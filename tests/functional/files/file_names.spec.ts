import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import StoredFile from '#models/stored_file'
import { projectCast } from '../projects/cast.js'
import { filesApi } from './files_helpers.js'

/*
| A file's name is the uploader's to choose, but it cannot disguise the file: the
| bidirectional and invisible marks that reorder or hide characters are removed from the
| stored name, and the lists show the type sniffed from the bytes beside the name.
*/
const INVISIBLES = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
]
// The start of a Windows program: what the bytes are, whatever the name says.
const program = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)])

test.group('Files: names cannot disguise the type', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('"invoice\\u202Efdp.exe" is stored and listed as "invoicefdp.exe", a program', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const upload = await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'invoice\u202Efdp.exe',
      bytes: program(),
    })
    upload.assertStatus(201)
    assert.equal(upload.body().data.name, 'invoicefdp.exe')
    assert.equal(upload.body().data.type, 'application/x-msdownload')
    const list = await filesApi(client, cast.member).list(cast.project.id)
    assert.deepEqual(
      list.body().data.map((file: { name: string; type: string }) => [file.name, file.type]),
      [['invoicefdp.exe', 'application/x-msdownload']]
    )
  })

  test('every bidirectional and invisible mark is removed from the stored name', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    for (const mark of INVISIBLES) {
      const response = await filesApi(client, cast.owner).upload(cast.project.id, {
        name: `re${mark}port${mark}.txt`,
        bytes: Buffer.from('plain words'),
      })
      response.assertStatus(201)
    }
    const names = (await StoredFile.query().where('project_id', cast.project.id)).map(
      (file) => file.name
    )
    assert.deepEqual(names, Array(INVISIBLES.length).fill('report.txt'))
  })

  test('the Files page shows the sniffed type beside the name, translated', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await filesApi(client, cast.owner).upload(cast.project.id, {
      name: 'invoice.pdf',
      bytes: program(),
    })
    for (const [language, kind] of [
      ['en', 'File'],
      ['sk', 'Súbor'],
      ['de', 'Datei'],
    ]) {
      const page = await client
        .get(`/projects/${cast.project.id}/files`)
        .loginAs(cast.member)
        .header('Accept-Language', language)
      page.assertStatus(200)
      const html = page.text()
      assert.include(html, 'invoice.pdf')
      const shown = html.match(/data-file-type="application\/x-msdownload"[^>]*>([^<]*)/)
      assert.isNotNull(shown, language)
      assert.equal(shown![1].trim(), kind, language)
    }
  })
})
