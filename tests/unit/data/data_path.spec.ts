import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| The data path's rules (docs/decisions/data-path.md): raw SQL and the drivers only in app/data,
| enforced by eslint.config.js; every process-wide cache bounded, with its hits counted.
*/
test.group('Data path: raw queries stay in app/data', (group) => {
  let eslint: ESLint
  // Loading the project's lint configuration takes a while on a busy machine.
  group.each.timeout(180_000)
  group.setup(() => {
    eslint = new ESLint({ cwd: process.cwd() })
  })

  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return result.messages
      .filter((message) => message.ruleId?.startsWith('no-restricted-'))
      .map((message) => message.ruleId)
  }

  test('outside app/data a raw query, db.raw or a driver is refused', async ({ assert }) => {
    const file = 'app/actions/example_data_path.ts'
    const db = "import db from '@adonisjs/lucid/services/db'\n"
    assert.deepEqual(
      await problems(`${db}export const a = () => db.rawQuery('select 1')\n`, file),
      ['no-restricted-syntax']
    )
    assert.deepEqual(await problems(`${db}export const b = () => db.raw('count + 1')\n`, file), [
      'no-restricted-syntax',
    ])
    assert.deepEqual(
      await problems(`${db}export const c = () => db.connection().knexQuery\n`, file),
      ['no-restricted-syntax']
    )
    assert.deepEqual(
      await problems("import Database from 'better-sqlite3'\nexport const d = Database\n", file),
      ['no-restricted-imports']
    )
    assert.deepEqual(
      await problems("import pg from 'pg'\nexport const e = pg\n", 'start/example_data_path.ts'),
      ['no-restricted-imports']
    )
  })

  test('inside app/data the same code is allowed', async ({ assert }) => {
    const code =
      "import db from '@adonisjs/lucid/services/db'\nexport const a = () => db.rawQuery('select 1')\n"
    assert.deepEqual(await problems(code, 'app/data/example_data_path.ts'), [])
  })
})

test.group('Data path: the cache helper', () => {
  test('a full cache is emptied before it takes another key, and counts hits and misses', ({
    assert,
  }) => {
    const cache = new BoundedCache<string, number>('test_clear', 2)
    cache.set('a', 1).set('b', 2)
    assert.equal(cache.get('a'), 1)
    cache.set('c', 3)
    assert.equal(cache.size, 1)
    assert.isUndefined(cache.get('a'))
    assert.equal(cache.get('c'), 3)
    assert.deepEqual([cache.hits, cache.misses], [2, 1])
  })

  test('an lru cache drops the entry used least recently', ({ assert }) => {
    const cache = new BoundedCache<string, number>('test_lru', 2, 'lru')
    cache.set('a', 1).set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    assert.equal(cache.size, 2)
    assert.equal(cache.get('a'), 1)
    assert.isUndefined(cache.get('b'))
    assert.equal(cache.get('c'), 3)
  })

  test('a value made once is kept, null included', ({ assert }) => {
    const cache = new BoundedCache<string, string | null>('test_make', 4)
    let made = 0
    const make = () => (made++, null)
    assert.isNull(cache.getOrSet('x', make))
    assert.isNull(cache.getOrSet('x', make))
    assert.equal(made, 1)
  })
})
