import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { types } from 'node:util'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'

/*
| patches/@boringnode+encryption+*.patch (applied by `patch-package` on install) hands Node's
| crypto KeyObjects made once instead of Buffers: Node 24 tells a Buffer from a CryptoKey by
| throwing and catching a TypeError (a stack trace) on every HMAC and cipher. See
| docs/upstream/boringnode-encryption.md.
*/
const require = createRequire(import.meta.url)

/*
| Each patch names the version it was made for (`<name>+<version>.patch`); another version, a
| range that would let one in, or a file the patch no longer matches would leave the app running
| without it, silently.
*/
const projectRoot = join(import.meta.dirname, '..', '..')
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))
const patchFiles = readdirSync(join(projectRoot, 'patches')).filter((name) =>
  name.endsWith('.patch')
)

function patchedPackage(file: string) {
  const [, scoped, version] = file.match(/^(.+)\+([^+]+)\.patch$/)!
  return { name: scoped.replace('+', '/'), version }
}

test.group('Upstream patches: pinned and applied', () => {
  test('at most five packages are patched', ({ assert }) => {
    assert.isAtMost(patchFiles.length, 5, patchFiles.join(', '))
  })

  test('postinstall applies the patches and fails when one does not apply', ({ assert }) => {
    assert.equal(manifest.scripts.postinstall, 'patch-package --error-on-fail')
  })

  for (const file of patchFiles) {
    const { name, version } = patchedPackage(file)

    test(`${name} is pinned to ${version} and installed at that version`, ({ assert }) => {
      const pinned =
        manifest.dependencies?.[name] ??
        manifest.devDependencies?.[name] ??
        manifest.overrides?.[name]
      assert.equal(pinned, version, `package.json pins ${name} (a dependency or an override)`)
      const installed = JSON.parse(
        readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')
      )
      assert.equal(installed.version, version, `node_modules holds ${name}@${installed.version}`)
    })

    test(`patches/${file} is applied as it stands`, ({ assert }) => {
      // The patch reversed must apply cleanly: every hunk is in node_modules, exactly.
      const check = spawnSync('git', ['apply', '--check', '--reverse', join('patches', file)], {
        cwd: projectRoot,
        encoding: 'utf8',
      })
      assert.equal(check.status, 0, check.stderr)
    })
  }
})

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

  test('a plain transformed object with nothing nested is not copied again, and nested values still resolve (transformers)', async ({
    assert,
  }) => {
    const { BaseTransformer } = await import('@adonisjs/core/transformers')
    const { serializer } = await import('#infrastructure/serializer')
    const outputs: object[] = []
    class Leaf extends BaseTransformer<{ id: number }> {
      toObject() {
        const output = { id: this.resource.id }
        outputs.push(output)
        return output
      }
    }
    class Branch extends BaseTransformer<{ id: number; leaves: { id: number }[] }> {
      toObject() {
        return { id: this.resource.id, leaves: Leaf.transform(this.resource.leaves) }
      }
    }
    class Root extends BaseTransformer<{ id: number; branch: Branch['resource'] }> {
      toObject() {
        return { id: this.resource.id, branch: Branch.transform(this.resource.branch) }
      }
    }
    class Model {
      id = 5
      get label() {
        return 'model'
      }
    }
    const leaf = await serializer.serialize(Leaf.transform({ id: 1 }))
    assert.strictEqual(leaf, outputs[0])
    const branch = await serializer.serialize(
      Branch.transform({ id: 2, leaves: [{ id: 3 }, { id: 4 }] })
    )
    assert.deepEqual(branch, { id: 2, leaves: [{ id: 3 }, { id: 4 }] })
    // Past its depth a nested value is left out, as before.
    const shallow = await serializer.serialize(
      Root.transform({ id: 6, branch: { id: 7, leaves: [{ id: 8 }] } }).depth(1)
    )
    assert.deepEqual(shallow, { id: 6, branch: { id: 7 } })
    // Anything but a plain object is still copied into one (its own enumerable values).
    const copied = await serializer.serialize(new Model() as any)
    assert.deepEqual(copied, { id: 5 })
    assert.notInstanceOf(copied, Model)
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
    const locale = Settings.defaultLocale
    try {
      // The same texts again after the zone changed: a DateTime kept from another zone is not reused.
      for (const name of ['UTC', 'UTC+2', 'Europe/Bratislava', 'America/New_York', 'UTC']) {
        Settings.defaultZone = name
        for (const value of stored) {
          const user = User.$createFromAdapterResult({ id: 1, created_at: value })!
          const expected = DateTime.fromSQL(value)
          assert.equal(user.createdAt.toISO(), expected.toISO(), `${value} in ${name}`)
          assert.equal(user.createdAt.zoneName, expected.zoneName)
        }
      }
      Settings.defaultZone = 'UTC'
      Settings.defaultLocale = 'de'
      const german = User.$createFromAdapterResult({ id: 1, created_at: stored[0] })!
      assert.equal(german.createdAt.locale, 'de')
      Settings.defaultLocale = locale
      for (const value of [
        '2023-02-29 10:00:00',
        '1900-02-29 10:00:00',
        '2026-04-31 10:00:00',
        '2026-13-01 10:00:00',
        '2026-11-26 10:60:00',
      ]) {
        const impossible = User.$createFromAdapterResult({ id: 1, created_at: value })!
        assert.isFalse(impossible.createdAt.isValid, value)
      }
      // Hour 24 is the next midnight to luxon: left to fromSQL, as any text the fast path doubts.
      for (const value of [
        '2000-02-29 10:00:00',
        '2026-11-26 10:41:51.12',
        '2026-11-26 10:41',
        '2026-11-26 24:00:00',
      ]) {
        const user = User.$createFromAdapterResult({ id: 1, created_at: value })!
        assert.equal(user.createdAt.toISO(), DateTime.fromSQL(value).toISO(), value)
      }
    } finally {
      Settings.defaultZone = zone
      Settings.defaultLocale = locale
    }
  })

  test("better-sqlite3 still clears bindings after a run, and SQLite still expires on it (else drop value()'s (select ?))", ({
    assert,
  }) => {
    // The SQLite forms in app/data hand planned values over as `(select ?)` (app/data/statement.ts,
    // `value`) because of these two lines;
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

  test('a model is no proxy: its columns and relations are accessors, and it behaves as before (Lucid)', async ({
    assert,
  }) => {
    // patches/@adonisjs+lucid+*.patch; docs/upstream/adonisjs-lucid.md.
    const { default: User } = await import('#models/user')
    const row = {
      id: 7,
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      created_at: '2026-11-26 10:41:51',
      unread_rank: 3,
    }
    const lookup = User.$getColumn
    let lookups = 0
    User.$getColumn = function (name: string) {
      lookups++
      return lookup.call(this, name)
    }
    let user: InstanceType<typeof User>
    try {
      user = User.$createFromAdapterResult(row)!
    } finally {
      User.$getColumn = lookup
    }
    // One definition lookup per column read (and one as the instance is made); through a
    // proxy every internal property the hydration touched ($attributes, $setAttribute, ...)
    // was another one: 32 for this row.
    assert.isAtMost(lookups, 5)
    assert.isFalse(types.isProxy(user))
    assert.equal(user.id, 7)
    assert.equal(user.email, 'ada@example.com')
    assert.equal(user.fullName, 'Ada Lovelace')
    assert.equal(user.createdAt.toSQL({ includeOffset: false }), '2026-11-26 10:41:51.000')
    assert.deepEqual(user.$extras, { unread_rank: 3 })
    assert.isTrue(user.$isPersisted)
    assert.isFalse(user.$isLocal)
    assert.isFalse(user.$isDirty)
    user.fullName = 'Ada King'
    assert.deepEqual(user.$dirty, { fullName: 'Ada King' })
    assert.equal(user.$original.fullName, 'Ada Lovelace')
    // Originals are what lodash.merge makes of the attributes (a date is kept as it is).
    assert.strictEqual(user.$original.createdAt, user.createdAt)
    assert.deepEqual(Object.keys(user.$original), Object.keys(user.$attributes))
    // A column read or written is its attribute; a relation is what was set or preloaded.
    const { default: Project } = await import('#models/project')
    const { default: ProjectMember } = await import('#models/project_member')
    const project = new Project()
    project.name = 'Bakery'
    assert.deepEqual(project.$attributes, { name: 'Bakery' })
    assert.isUndefined(project.description)
    project.$extras.viewer_role = 'owner'
    assert.equal(project.viewerRole, 'owner')
    const member = new ProjectMember()
    member.user = user as never
    assert.strictEqual(member.user, user)
    assert.strictEqual(member.$preloaded.user, user)
    assert.deepEqual(Object.keys(member.$attributes), [])
    assert.containsSubset(user.serialize(), { email: 'ada@example.com', fullName: 'Ada King' })
  })

  test('a row becomes the same model through the code made for its shape as through the usual way (Lucid)', async ({
    assert,
  }) => {
    // patches/@adonisjs+lucid+*.patch; docs/upstream/adonisjs-lucid.md.
    const { default: User } = await import('#models/user')
    const { default: ProjectMember } = await import('#models/project_member')
    const usual = (Model: typeof User, row: Record<string, unknown>, sideloaded?: object) => {
      const model = new Model()
      model.$consumeAdapterResult(row, sideloaded as never)
      model.$hydrateOriginals()
      return model
    }
    const same = (made: InstanceType<typeof User>, expected: InstanceType<typeof User>) => {
      assert.deepEqual(Object.keys(made.$attributes), Object.keys(expected.$attributes))
      assert.deepEqual(Object.keys(made.$original), Object.keys(expected.$original))
      for (const key of Object.keys(expected.$attributes)) {
        const value = expected.$attributes[key]
        if (value?.toMillis) assert.equal(made.$attributes[key].toMillis(), value.toMillis())
        else assert.deepEqual(made.$attributes[key], value)
      }
      assert.deepEqual(made.$extras, expected.$extras)
      assert.deepEqual(made.$sideloaded, expected.$sideloaded)
      assert.isFalse(made.$isDirty)
      assert.isTrue(made.$isPersisted)
    }
    const rows = [
      { id: 1, email: 'a@example.com', created_at: '2026-11-26 10:41:51', role: 'client' },
      { role: 'staff', id: 2, email: 'b@example.com', created_at: null },
      { id: 3, email: 'c@example.com', unread: 4, last_seen: '2026-11-28 09:00:00' },
    ]
    for (const row of rows) {
      same(
        User.$createFromAdapterResult(row, { locale: 'sk' })!,
        usual(User, row, { locale: 'sk' })
      )
    }
    // Made once per shape: a second row of a shape reads no column definition.
    const lookup = User.$getColumn
    let lookups = 0
    User.$getColumn = function (name: string) {
      lookups++
      return lookup.call(this, name)
    }
    try {
      const again = User.$createFromAdapterResult({ ...rows[0], id: 9 })!
      assert.equal(again.id, 9)
      assert.equal(again.createdAt.toSQL({ includeOffset: false }), '2026-11-26 10:41:51.000')
    } finally {
      User.$getColumn = lookup
    }
    assert.equal(lookups, 0)
    // A key that names a relation is left out, as the usual way leaves it.
    const memberRow = { id: 5, project_id: 2, user_id: 1, user: 'not a model', role: 'viewer' }
    const member = ProjectMember.$createFromAdapterResult(memberRow)!
    assert.deepEqual(member.$attributes, usual(ProjectMember as never, memberRow).$attributes)
    assert.isUndefined(member.$preloaded.user)
    // The originals are a copy: a change is dirty against them.
    const changed = User.$createFromAdapterResult(rows[0])!
    changed.email = 'z@example.com'
    assert.equal(changed.$original.email, 'a@example.com')
    assert.deepEqual(changed.$dirty, { email: 'z@example.com' })
  })
})
