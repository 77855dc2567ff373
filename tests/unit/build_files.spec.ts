import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import rc from '../../adonisrc.js'

/*
| `node ace build` copies only the `metaFiles` patterns beside the compiled code: a folder of
| resources/ that no pattern names is missing from the served build, and whatever reads it at
| run time answers 500 there while every test on the source tree passes (the invoice PDF's
| typefaces once did).
*/
test.group('The production build', () => {
  test('every folder of resources/ ships with it', ({ assert }) => {
    const patterns = (rc.metaFiles ?? []).map((file) =>
      typeof file === 'string' ? file : file.pattern
    )
    const folders = readdirSync(join(app.appRoot.pathname, 'resources'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    assert.isAbove(folders.length, 0)
    for (const folder of folders) {
      assert.isTrue(
        patterns.some((pattern) => pattern.startsWith(`resources/${folder}/`)),
        `resources/${folder} is not in adonisrc.ts metaFiles`
      )
    }
  })
})
