import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'
import emitter from '@adonisjs/core/services/emitter'

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
    const comparison = readFileSync(
      join(
        dirname(require.resolve('@boringnode/encryption/drivers/aes_256_gcm')),
        '../../chunk-RQR5RUKG.js'
      ),
      'utf8'
    )
    assert.include(comparison, 'createSecretKey(randomBytes(32))')
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

  test('a cached edge instance lists its components once, not on every render', async ({
    assert,
  }) => {
    // patches/edge.js+*.patch; docs/upstream/edgejs-supercharged-rescan.md.
    const { Edge } = await import('edge.js')
    const edge = Edge.create()
    edge.configure({ cache: true })
    let listed = 0
    const list = edge.loader.listComponents.bind(edge.loader)
    edge.loader.listComponents = () => {
      listed++
      return list()
    }
    edge.createRenderer()
    edge.createRenderer()
    edge.createRenderer()
    assert.equal(listed, 1)
  })

  test('an event emitted does not read the environment (emittery)', async ({ assert }) => {
    // patches/emittery+*.patch; docs/upstream/emittery-debug-env.md.
    const environment = process.env
    let reads = 0
    process.env = new Proxy(environment, {
      get(target, name) {
        reads++
        return Reflect.get(target, name)
      },
    })
    try {
      await emitter.emit('nobody-listens' as never, 1 as never)
    } finally {
      process.env = environment
    }
    assert.equal(reads, 0)
  })

  test('a model reads the dates SQLite stores as DateTime.fromSQL does, in any zone', async ({
    assert,
  }) => {
    // patches/@adonisjs+lucid+*.patch reads Lucid's own format without fromSQL in a fixed zone.
    const { DateTime, Settings } = await import('luxon')
    const { default: User } = await import('#models/user')
    const stored = [
      '2026-11-26 10:41:51',
      '2026-10-25 02:30:00',
      '2024-02-29 23:59:59.5',
      '2026-11-26 10:41:51.123',
    ]
    const zone = Settings.defaultZone
    try {
      for (const name of ['UTC', 'Europe/Bratislava', 'America/New_York']) {
        Settings.defaultZone = name
        for (const value of stored) {
          const user = User.$createFromAdapterResult({ id: 1, created_at: value })!
          const expected = DateTime.fromSQL(value)
          assert.equal(user.createdAt.toISO(), expected.toISO(), `${value} in ${name}`)
          assert.equal(user.createdAt.zoneName, expected.zoneName)
        }
      }
      Settings.defaultZone = 'UTC'
      const impossible = User.$createFromAdapterResult({
        id: 1,
        created_at: '2023-02-29 10:00:00',
      })!
      assert.isFalse(impossible.createdAt.isValid)
    } finally {
      Settings.defaultZone = zone
    }
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
