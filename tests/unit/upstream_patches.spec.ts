import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'

/*
| patches/@boringnode+encryption+*.patch (applied by `patch-package` on install) hands Node's
| crypto KeyObjects made once instead of Buffers: Node 24 tells a Buffer from a CryptoKey by
| throwing and catching a TypeError (a stack trace) on every HMAC and cipher. See
| docs/upstream/boringnode-encryption-keyobjects.md.
*/
const require = createRequire(import.meta.url)

test.group('Upstream patches', () => {
  test('the encryption patch is applied, and values still round-trip', ({ assert }) => {
    const driver = readFileSync(
      require.resolve('@boringnode/encryption/drivers/aes_256_gcm'),
      'utf8'
    )
    assert.include(driver, 'createSecretKey(')
    const secret = encryption.encrypt({ csrf: 'x' }, undefined, 'purpose')
    assert.deepEqual(encryption.decrypt(secret, 'purpose'), { csrf: 'x' })
    assert.isNull(encryption.decrypt(secret, 'another purpose'))
    const signed = encryption.getMessageVerifier().sign('value', undefined, 'cookie')
    assert.equal(encryption.getMessageVerifier().unsign(signed, 'cookie'), 'value')
  })

  test('transformers capture no stack per transform() in production, and still explain an undefined value', ({
    assert,
  }) => {
    const script = `
      const { BaseTransformer } = await import('@adonisjs/core/transformers')
      class Plain extends BaseTransformer { toObject() { return { id: this.resource.id } } }
      const item = Plain.transform(undefined)
      try { await item.resolve(undefined, 0, 1); console.log('no error') } catch (error) { console.log(error.message) }
      const original = Error.captureStackTrace
      let captured = 0
      Error.captureStackTrace = (...args) => { captured++; return original(...args) }
      Plain.transform({ id: 1 }); Plain.transform([{ id: 2 }])
      console.log('captured', captured)
    `
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    assert.include(output, 'Cannot transform undefined value')
    assert.include(output, 'captured 0')
  })

  test('Node still throws to tell a Buffer key from a CryptoKey (else drop the patch)', ({
    assert,
  }) => {
    const source = execFileSync(
      process.execPath,
      ['--expose-internals', '-p', "String(require('internal/crypto/keys').isCryptoKey)"],
      { encoding: 'utf8' }
    )
    // When this fails, Node checks key types without an exception: the patch can go.
    assert.match(source, /try\s*\{[\s\S]*catch/)
  })

  test('better-sqlite3 still clears bindings after a run, and SQLite still expires on it (else drop unpinValues)', ({
    assert,
  }) => {
    // config/database.ts hands planned values over as `(select ?)` because of these two lines;
    // docs/upstream/sqlite-clear-bindings-reprepare.md.
    const root = dirname(require.resolve('better-sqlite3/package.json'))
    const macros = readFileSync(join(root, 'src', 'util', 'query-macros.cpp'), 'utf8')
    assert.match(macros, /if \(!bound\) \{ sqlite3_clear_bindings\(handle\); \}/)
    const sqlite = readFileSync(join(root, 'deps', 'sqlite3', 'sqlite3.c'), 'utf8')
    const clear = sqlite.slice(
      sqlite.indexOf('SQLITE_API int sqlite3_clear_bindings(sqlite3_stmt *pStmt){')
    )
    assert.match(clear.slice(0, 1200), /if\( p->expmask \)\{\s*p->expired = 1;/)
  })
})
