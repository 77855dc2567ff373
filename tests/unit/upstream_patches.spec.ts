import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { types } from 'node:util'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'
import emitter from '@adonisjs/core/services/emitter'
import { CookieClient } from '@adonisjs/core/http'

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

  test('a plain transformed object with nothing nested is not copied again, and nested values still resolve (transformers)', async ({
    assert,
  }) => {
    const { BaseTransformer } = await import('@adonisjs/core/transformers')
    const { serializer } = await import('#services/serializer')
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

  test('a cookie signed or verified once is not verified again, and a forged one still fails (http-server)', ({
    assert,
  }) => {
    // patches/@adonisjs+http-server+*.patch; docs/upstream/adonisjs-http-server-cookie-memo.md.
    let cryptoCalls = 0
    const counting = {
      getMessageVerifier: () => (cryptoCalls++, encryption.getMessageVerifier()),
      encrypt: (...args: Parameters<typeof encryption.encrypt>) => encryption.encrypt(...args),
      decrypt: (...args: Parameters<typeof encryption.decrypt>) => (
        cryptoCalls++,
        encryption.decrypt(...args)
      ),
    }
    const client = new CookieClient(
      counting as unknown as ConstructorParameters<typeof CookieClient>[0]
    )
    const signed = client.sign('session', 'a-session-id')!
    const afterSigning = cryptoCalls
    for (let visit = 0; visit < 3; visit++) {
      assert.equal(client.unsign('session', signed), 'a-session-id')
      assert.equal(client.sign('session', 'a-session-id'), signed)
    }
    assert.equal(cryptoCalls, afterSigning)

    const forged = signed.slice(0, -2) + (signed.endsWith('AA') ? 'BB' : 'AA')
    assert.isNull(client.unsign('session', forged))
    assert.isNull(client.unsign('other-cookie', signed))
    // A value signed with an expiry is never taken as remembered: it is verified every time.
    const expiring = `s:${encryption.getMessageVerifier().sign('a-session-id', '1h', 'session')}`
    const beforeExpiring = cryptoCalls
    client.unsign('session', expiring)
    client.unsign('session', expiring)
    assert.equal(cryptoCalls - beforeExpiring, 2)

    const encrypted = client.encrypt('XSRF-TOKEN', 'a-token')!
    const beforeDecrypting = cryptoCalls
    assert.equal(client.decrypt('XSRF-TOKEN', encrypted), 'a-token')
    assert.equal(cryptoCalls, beforeDecrypting)
    assert.isNull(client.decrypt('another-cookie', encrypted))
    // One this process did not encrypt is decrypted, as before.
    const elsewhere = `e:${encryption.encrypt('a-token', undefined, 'XSRF-TOKEN')}`
    assert.equal(client.decrypt('XSRF-TOKEN', elsewhere), 'a-token')
    assert.equal(cryptoCalls, beforeDecrypting + 2)
  })

  test("the container reads a class's source once, not on every make (fold)", async ({
    assert,
  }) => {
    // patches/@adonisjs+fold+*.patch; docs/upstream/adonisjs-fold-middleware-make.md.
    const { Container } = await import('@adonisjs/core/container')
    let sourceReads = 0
    class Middleware {
      static toString() {
        sourceReads++
        return 'class Middleware {}'
      }
      handle() {
        return 'handled'
      }
    }
    const container = new Container()
    const resolver = container.createResolver()
    for (let request = 0; request < 5; request++) {
      assert.equal(await resolver.call(await resolver.make(Middleware), 'handle'), 'handled')
    }
    assert.equal(sourceReads, 1)
  })

  test('CSRF tokens are compared with a KeyObject made once, and still tell equal from unequal (tsscmp)', async ({
    assert,
  }) => {
    // patches/tsscmp+*.patch; docs/upstream/tsscmp-keyobject.md.
    const source = readFileSync(require.resolve('tsscmp'), 'utf8')
    assert.include(source, 'createSecretKey(crypto.randomBytes(32))')
    assert.notInclude(source, 'pseudoRandomBytes')
    const { default: Tokens } = await import('csrf')
    const tokens = new Tokens()
    const secret = tokens.secretSync()
    const token = tokens.create(secret)
    assert.isTrue(tokens.verify(secret, token))
    assert.isFalse(tokens.verify(tokens.secretSync(), token))
    assert.isFalse(tokens.verify(secret, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')))
  })

  test('a model is no proxy: its columns and relations are accessors, and it behaves as before (Lucid)', async ({
    assert,
  }) => {
    // patches/@adonisjs+lucid+*.patch; docs/upstream/adonisjs-lucid-hydrate-unproxied.md and
    // docs/upstream/adonisjs-lucid-accessors.md.
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
    // patches/@adonisjs+lucid+*.patch; docs/upstream/adonisjs-lucid-hydrate-by-shape.md.
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

  test('a middleware without injections is made with `new`, and a swapped or injected one as before (fold)', async ({
    assert,
  }) => {
    // patches/@adonisjs+fold+*.patch; docs/upstream/adonisjs-fold-middleware-make.md.
    const { Container, moduleImporter, inject } = await import('@adonisjs/core/container')
    class Plain {
      handle(ctx: { seen: string[] }) {
        ctx.seen.push('plain')
      }
    }
    class Greeting {
      text = 'injected'
    }
    @inject()
    class Injected {
      constructor(private greeting: Greeting) {}
      handle(ctx: { seen: string[] }) {
        ctx.seen.push(this.greeting.text)
      }
    }
    const container = new Container()
    const resolver = container.createResolver()
    assert.isTrue(resolver.makesPlainly(Plain))
    assert.isFalse(resolver.makesPlainly(Injected))
    const run = async (target: unknown, ctx: { seen: string[] }) =>
      moduleImporter(async () => ({ default: target }) as never, 'handle')
        .toHandleMethod()
        .handle(resolver, ctx)
    const ctx = { seen: [] as string[] }
    await run(Plain, ctx)
    await run(Injected, ctx)
    container.swap(Plain, () => ({
      handle: (swapped: { seen: string[] }) => swapped.seen.push('swap'),
    }))
    assert.isFalse(resolver.makesPlainly(Plain))
    await run(Plain, ctx)
    assert.deepEqual(ctx.seen, ['plain', 'injected', 'swap'])
  })

  test('a middleware made plainly or held as a singleton answers with its own promise, no async step between (fold)', async ({
    assert,
  }) => {
    // patches/@adonisjs+fold+*.patch; docs/upstream/adonisjs-fold-middleware-make.md, third part.
    const { Container, moduleImporter } = await import('@adonisjs/core/container')
    const answer = Promise.resolve('answered')
    class Plain {
      handle() {
        return answer
      }
    }
    class Shared {
      handle() {
        return answer
      }
    }
    class Throwing {
      handle(): Promise<string> {
        throw new Error('refused')
      }
    }
    const container = new Container()
    let made = 0
    container.singleton(Shared, async () => {
      made++
      return new Shared()
    })
    const resolver = container.createResolver()
    const handleOf = (target: unknown) =>
      moduleImporter(async () => ({ default: target }) as never, 'handle').toHandleMethod()
    const plain = handleOf(Plain)
    const shared = handleOf(Shared)
    const throwing = handleOf(Throwing)
    // The first call imports the module (and makes the singleton): asynchronous, as before.
    assert.equal(await plain.handle(resolver), 'answered')
    assert.equal(await shared.handle(resolver), 'answered')
    assert.equal(made, 1)
    assert.equal(resolver.settledSingleton(Shared), await container.make(Shared))
    // From then on the middleware's own promise is the answer: no wrapper, no extra turns.
    assert.strictEqual(plain.handle(resolver), answer)
    assert.strictEqual(shared.handle(resolver), answer)
    assert.equal(made, 1)
    // A middleware that throws still gives a rejected promise, never a synchronous throw.
    await assert.rejects(() => throwing.handle(resolver), 'refused')
    const rejected = throwing.handle(resolver)
    assert.instanceOf(rejected, Promise)
    await assert.rejects(() => rejected, 'refused')
    // A singleton swapped in a test is made through the container again.
    container.swap(Shared, () => ({ handle: () => 'swapped' }) as never)
    assert.isUndefined(resolver.settledSingleton(Shared))
    assert.equal(await shared.handle(resolver), 'swapped')
  })

  test('route middleware run without an async wrapper, and a throw in one still reaches the error handler (http-server)', async ({
    assert,
  }) => {
    // patches/@adonisjs+http-server+*.patch; docs/upstream/adonisjs-fold-middleware-make.md.
    const { Route } = await import('@adonisjs/core/http')
    const { default: app } = await import('@adonisjs/core/services/app')
    const executor = readFileSync(
      join(dirname(require.resolve('@adonisjs/http-server')), 'helpers-D-ryK4qq.js'),
      'utf8'
    )
    assert.notInclude(executor, '.run(async (middleware, next)')
    type Ctx = { seen: string[]; sent?: unknown; response: object }
    const contextFor = (): Ctx => {
      const ctx: Ctx = {
        seen: [],
        response: {
          hasLazyBody: false,
          send: (value: unknown) => {
            ctx.sent = value
          },
        },
      }
      return ctx
    }
    const routeWith = (middleware: (ctx: Ctx, next: () => Promise<void>) => unknown) => {
      const route = new Route(app, [], {
        pattern: '/upstream',
        methods: ['GET'],
        handler: (ctx: object) => {
          ;(ctx as Ctx).seen.push('handler')
          return 'answer'
        },
        globalMatchers: {},
      })
      route.use(middleware as never)
      return route.toJSON()
    }
    const run = async (route: ReturnType<typeof routeWith>, ctx: Ctx) => {
      const errors: unknown[] = []
      await route.execute(route, app.container.createResolver(), ctx as never, (error) => {
        errors.push(error)
        return undefined as never
      })
      return errors
    }

    const passing = contextFor()
    const passed = await run(
      routeWith((ctx, next) => {
        ctx.seen.push('middleware')
        return next()
      }),
      passing
    )
    assert.deepEqual(passed, [])
    assert.deepEqual(passing.seen, ['middleware', 'handler'])
    assert.equal(passing.sent, 'answer')

    const throwing = contextFor()
    const thrown = await run(
      routeWith(() => {
        throw new Error('refused')
      }),
      throwing
    )
    assert.lengthOf(thrown, 1)
    assert.equal((thrown[0] as Error).message, 'refused')
    assert.deepEqual(throwing.seen, [])
  })

  test('a policy made plainly answers without the container, and hooks, guests and promises as before (bouncer)', async ({
    assert,
  }) => {
    // patches/@adonisjs+bouncer+*.patch; docs/upstream/adonisjs-bouncer-plain-policy.md.
    const { Container } = await import('@adonisjs/core/container')
    const { Bouncer, BasePolicy, allowGuest, AuthorizationResponse } =
      await import('@adonisjs/bouncer')
    type Person = { id: number; staff: boolean }
    class AreaPolicy extends BasePolicy {
      enter(person: Person) {
        return person.staff
      }
      async later(person: Person) {
        return person.staff
      }
      @allowGuest()
      look(person: Person | null) {
        return person === null
      }
      explain() {
        return AuthorizationResponse.deny('Not here', 404)
      }
    }
    class GuardedPolicy extends BasePolicy {
      before(person: Person | null) {
        if (person?.id === 1) return true
      }
      enter() {
        return false
      }
    }
    // A hook can also be a field of the instance rather than a method of the class.
    class FieldGuardedPolicy extends BasePolicy {
      before = (person: Person | null) => (person?.id === 1 ? true : undefined)
      enter() {
        return false
      }
    }
    class AuditedPolicy extends BasePolicy {
      enter() {
        return true
      }
      after() {
        return false
      }
    }
    const resolver = new Container().createResolver()
    const made: unknown[] = []
    const make = resolver.make.bind(resolver)
    resolver.make = ((binding: unknown, ...rest: never[]) => {
      made.push(binding)
      return make(binding as never, ...rest)
    }) as typeof resolver.make
    const bouncerFor = (person: Person | null) =>
      new Bouncer(person, {}, {}).setContainerResolver(resolver)
    const staff = bouncerFor({ id: 2, staff: true })
    const client = bouncerFor({ id: 3, staff: false })
    const guest = bouncerFor(null)

    // The first check imports nothing here but learns the class, through the container.
    assert.isTrue(await staff.with(AreaPolicy).allows('enter'))
    made.length = 0
    assert.isTrue(await staff.with(AreaPolicy).allows('enter'))
    assert.isFalse(await client.with(AreaPolicy).allows('enter'))
    assert.isTrue(await staff.with(AreaPolicy).allows('later'))
    assert.isFalse(await client.with(AreaPolicy).allows('later'))
    assert.isFalse(await guest.with(AreaPolicy).allows('enter'))
    assert.isTrue(await guest.with(AreaPolicy).allows('look'))
    const response = await staff.with(AreaPolicy).execute('explain')
    assert.deepInclude(response, { authorized: false, message: 'Not here', status: 404 })
    await assert.rejects(() => staff.with(AreaPolicy).allows('missing' as never), /missing/)
    assert.deepEqual(made, [])

    // A before or after hook, as before.
    assert.isTrue(await bouncerFor({ id: 1, staff: false }).with(GuardedPolicy).allows('enter'))
    assert.isFalse(await staff.with(GuardedPolicy).allows('enter'))
    const owner = bouncerFor({ id: 1, staff: false })
    assert.isTrue(await owner.with(FieldGuardedPolicy).allows('enter'))
    assert.isTrue(await owner.with(FieldGuardedPolicy).allows('enter'))
    assert.isFalse(await staff.with(FieldGuardedPolicy).allows('enter'))
    assert.isFalse(await staff.with(AuditedPolicy).allows('enter'))
  })

  test('an event nobody listens to is not dispatched, and one with a listener still is (events)', async ({
    assert,
  }) => {
    // patches/@adonisjs+events+*.patch; docs/upstream/adonisjs-events-unheard.md.
    const { default: Emittery } = await import('emittery')
    const dispatched: string[] = []
    const log = console.log
    const debugging = Emittery.isDebugEnabled
    // With debugging on, emittery logs every event it dispatches.
    console.log = (...args: unknown[]) => {
      dispatched.push(args.map(String).join(' '))
    }
    Emittery.isDebugEnabled = true
    const heard: unknown[] = []
    try {
      await emitter.emit('upstream-test:nobody' as never, { n: 1 } as never)
      assert.isFalse(dispatched.some((line) => line.includes('upstream-test:nobody')))
      emitter.on('upstream-test:someone' as never, (data: unknown) => void heard.push(data))
      await emitter.emit('upstream-test:someone' as never, { n: 2 } as never)
    } finally {
      console.log = log
      Emittery.isDebugEnabled = debugging
      emitter.clearListeners('upstream-test:someone' as never)
    }
    assert.deepEqual(heard, [{ n: 2 }])
    assert.isTrue(dispatched.some((line) => line.includes('upstream-test:someone')))
  })
  test('a raw query with plain values compiles to the same text every time, and any other as before (knex)', async ({
    assert,
  }) => {
    // patches/knex+*.patch; docs/upstream/knex-raw-templates.md.
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const knex = db.connection().getWriteClient()
    const compile = (sql: string, bindings: any) => knex.raw(sql, bindings).toSQL()
    const first = compile('select :a as a, :b as b, :a as c', { a: 1, b: 'x' })
    const again = compile('select :a as a, :b as b, :a as c', { a: 2, b: 'y' })
    assert.equal(first.sql, 'select ? as a, ? as b, ? as c')
    assert.deepEqual(again.bindings, [2, 'y', 2])
    const source = readFileSync(require.resolve('knex/lib/raw.js'), 'utf8')
    assert.include(source, 'plainNamed(this.sql, this.bindings, this.client)')
    // Identifiers, raw values and wrong counts still go the general way.
    assert.match(
      compile('select :a: from users', { a: 'id' }).sql,
      /^select ["`]id["`] from users$/
    )
    assert.equal(compile('select ? as a', [knex.raw('1 + 1')]).sql, 'select 1 + 1 as a')
    assert.throws(() => compile('select ?, ?', [1]), /Expected 1 bindings, saw 2/)
    assert.throws(() => compile('select :a', { a: undefined }), /Undefined binding/)
    const rows = await db.rawQuery('select :a as a, :b as b', { a: 7, b: 'seven' })
    const row = Array.isArray(rows) ? rows[0] : rows.rows[0]
    assert.deepEqual({ a: Number(row.a), b: row.b }, { a: 7, b: 'seven' })
  })
  test('a named statement is described once per connection, then run without Describe (pg)', async ({
    assert,
  }) => {
    // patches/pg+*.patch; docs/upstream/pg-named-statement-describe-once.md.
    const pg = require('pg')
    const sent: string[] = []
    const record = (kind: string) => (message?: { type?: string }) =>
      sent.push(kind === 'describe' ? `describe ${message?.type}` : kind)
    const connection: any = Object.assign(new (await import('node:events')).EventEmitter(), {
      parsedStatements: {},
      submittedNamedStatements: {},
      describedStatements: {},
      stream: { cork() {}, uncork() {} },
      parse: record('parse'),
      bind: record('bind'),
      describe: record('describe'),
      execute: record('execute'),
      sync: record('sync'),
      flush: record('flush'),
    })
    const client: any = new pg.Client({ connection } as any)
    const fields = [{ name: 'id', dataTypeID: 23, format: 'text' }]
    const run = (config: object) => {
      sent.length = 0
      const query: any = new (pg as any).Query({
        name: 'one',
        text: 'select $1::int as id',
        ...config,
      })
      query.submit(connection)
      return query
    }

    const first = run({ values: [1] })
    assert.deepEqual(sent, ['parse', 'bind', 'describe P', 'execute', 'sync'])
    // What the client does on ParseComplete.
    connection.parsedStatements.one = 'select $1::int as id'
    delete connection.submittedNamedStatements.one
    client.activeQuery = first
    client._handleRowDescription({ fields })

    const second = run({ values: [2] })
    assert.deepEqual(sent, ['bind', 'execute', 'sync'])
    assert.strictEqual(second._result.fields, fields)
    second.handleDataRow({ fields: ['2'] })
    assert.deepEqual(second._result.rows, [{ id: 2 }])

    // Binary results have another description; a statement parsed again is described again.
    run({ values: [3], binary: true })
    assert.include(sent, 'describe P')
    delete connection.parsedStatements.one
    run({ values: [4] })
    assert.deepEqual(sent, ['parse', 'bind', 'describe P', 'execute', 'sync'])
  })
})
