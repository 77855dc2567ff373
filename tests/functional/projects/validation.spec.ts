import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import Project from '#models/project'
import { fieldError } from '#tests/helpers/field_errors'
import { projectCast } from './cast.js'

const LOCALES = ['en', 'sk', 'cs', 'de'] as const
const t = (locale: string, key: string, values: Record<string, unknown> = {}) =>
  i18nManager.locale(locale).t(key, values)

type Case = {
  route: 'store' | 'update' | 'invite'
  field: string
  value: unknown
  key: string
  values?: Record<string, unknown>
}

/*
| Every field against its bounds (DESIGN.md), answered beside the field in the page's language,
| the typed values kept. Also the values on the bounds, which must pass.
*/
const tooLong = (length: number) => 'x'.repeat(length)
const CASES: Case[] = [
  { route: 'store', field: 'name', value: '', key: 'projects.validation.name.required' },
  { route: 'store', field: 'name', value: '   ', key: 'projects.validation.name.required' },
  {
    route: 'store',
    field: 'name',
    value: 'ab',
    key: 'validator.shared.messages.minLength',
    values: { min: 3 },
  },
  {
    route: 'store',
    field: 'name',
    value: tooLong(101),
    key: 'validator.shared.messages.maxLength',
    values: { max: 100 },
  },
  {
    route: 'store',
    field: 'description',
    value: tooLong(5001),
    key: 'validator.shared.messages.maxLength',
    values: { max: 5000 },
  },
  { route: 'update', field: 'name', value: '', key: 'projects.validation.name.required' },
  { route: 'update', field: 'progress', value: '101', key: 'projects.validation.progress.max' },
  { route: 'update', field: 'progress', value: '-1', key: 'projects.validation.progress.min' },
  {
    route: 'update',
    field: 'progress',
    value: '12.5',
    key: 'projects.validation.progress.withoutDecimals',
  },
  { route: 'update', field: 'progress', value: 'lots', key: 'projects.validation.progress.number' },
  {
    route: 'update',
    field: 'estimationHours',
    value: '100001',
    key: 'projects.validation.estimationHours.max',
    values: { max: 100_000 },
  },
  {
    route: 'update',
    field: 'estimationHours',
    value: '-5',
    key: 'projects.validation.estimationHours.min',
  },
  {
    route: 'update',
    field: 'price',
    value: '100000000.01',
    key: 'projects.validation.price.max',
    values: { max: 100_000_000 },
  },
  { route: 'update', field: 'price', value: '12.345', key: 'projects.validation.price.money' },
  { route: 'update', field: 'price', value: '-3', key: 'projects.validation.price.money' },
  { route: 'update', field: 'currency', value: 'BTC', key: 'projects.validation.currency.enum' },
  { route: 'update', field: 'status', value: 'paused', key: 'projects.validation.status.enum' },
  { route: 'invite', field: 'email', value: '', key: 'validator.shared.messages.required' },
  {
    route: 'invite',
    field: 'email',
    value: 'not-an-address',
    key: 'validator.shared.messages.email',
  },
  {
    route: 'invite',
    field: 'email',
    value: `${tooLong(250)}@example.com`,
    key: 'validator.shared.messages.maxLength',
    values: { max: 254 },
  },
  { route: 'invite', field: 'role', value: 'owner', key: 'projects.validation.role.enum' },
]

async function send(
  client: any,
  route: Case['route'],
  fields: Record<string, unknown>,
  locale: string
) {
  const cast = await projectCast()
  const base = {
    name: 'A fine project',
    description: 'Words',
    email: 'someone@example.com',
    role: 'member',
  }
  const path = {
    store: '/projects',
    update: `/projects/${cast.project.id}`,
    invite: `/projects/${cast.project.id}/invitations`,
  }[route]
  const method = route === 'update' ? 'put' : 'post'
  const response = await client[method](`${path}?lang=${locale}`)
    .loginAs(cast.staff)
    .header('Referer', '/the-form')
    .withCsrfToken()
    .form({ ...base, ...fields })
    .redirects(0)
  return { response, cast }
}

test.group('Projects: every field against its bounds, in four languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the messages exist and read differently from English in every other language', ({
    assert,
  }) => {
    const keys = new Set(CASES.map((entry) => entry.key))
    for (const key of keys) {
      const english = t('en', key, { min: 3, max: 100 })
      for (const locale of ['sk', 'cs', 'de']) {
        assert.notEqual(t(locale, key, { min: 3, max: 100 }), english, `${locale} ${key}`)
      }
    }
    assert.equal(t('en', 'projects.validation.name.required'), 'Project name is required.')
  })

  test('{route} {field} = {value}')
    .with(
      CASES.map((entry) => ({
        ...entry,
        value: String(entry.value).slice(0, 30) + (String(entry.value).length > 30 ? '…' : ''),
        full: entry.value,
      }))
    )
    .run(async ({ client, assert }, entry) => {
      for (const locale of LOCALES) {
        const { response } = await send(client, entry.route, { [entry.field]: entry.full }, locale)
        assert.equal(response.status(), 302)
        assert.equal(response.header('location'), '/the-form')
        assert.equal(fieldError(response, entry.field), t(locale, entry.key, entry.values), locale)
        // What was typed comes back to the form.
        const typed = (response.flashMessages() as Record<string, unknown>)[entry.field]
        assert.equal(typed ?? '', String(entry.full).trim() === '' ? (typed ?? '') : entry.full)
      }
    })

  test('values on the bounds are accepted', async ({ client, assert }) => {
    const store = await send(client, 'store', { name: 'abc', description: tooLong(5000) }, 'en')
    assert.match(store.response.header('location'), /^\/projects\/\d+$/)
    const created = await Project.query().where('name', 'abc').firstOrFail()
    assert.lengthOf(created.description!, 5000)

    const { response, cast } = await send(
      client,
      'update',
      {
        name: tooLong(100),
        progress: '100',
        estimationHours: '100000',
        price: '100000000',
        currency: 'HUF',
      },
      'sk'
    )
    response.assertFlashMessage('success', 'Projekt bol aktualizovaný.')
    await cast.project.refresh()
    assert.equal(cast.project.priceMinor, 10_000_000_000)
    assert.equal(cast.project.estimationHours, 100_000)
    assert.equal(cast.project.progress, 100)

    const cleared = await send(
      client,
      'update',
      { name: 'abc', progress: '0', estimationHours: '', price: '' },
      'en'
    )
    cleared.response.assertFlashMessage('success', 'Project updated.')
    await cleared.cast.project.refresh()
    assert.isNull(cleared.cast.project.priceMinor)
    assert.isNull(cleared.cast.project.estimationHours)
  })
})

/*
| What a fuzzer or a careless script sends to the project forms: any Unicode, huge strings,
| wrong types and missing fields, as a form or JSON. Never a server error.
*/
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '1e309',
    'NaN',
    '-0',
    '99999999999999999999',
    '1,5',
    '0.295'
  ),
  fc.integer({ min: 5_000, max: 300_000 }).map((length) => 'é'.repeat(length))
)
const anyValue = fc.oneof(
  { arbitrary: text, weight: 3 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  {
    arbitrary: fc.oneof(
      fc.array(text, { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 4 }), text, { maxKeys: 2 })
    ),
    weight: 1,
  },
  { arbitrary: fc.constant(undefined), weight: 1 }
)
const payload = (fields: string[]) =>
  fc.record(
    Object.fromEntries(fields.map((field) => [field, anyValue])) as Record<string, typeof anyValue>
  )

test.group('Projects: bad input (property-based)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{name} never answers with a server error')
    .with([
      { name: 'create', fields: ['name', 'description'] },
      {
        name: 'edit',
        fields: [
          'name',
          'description',
          'status',
          'progress',
          'estimationHours',
          'price',
          'currency',
        ],
      },
      { name: 'invite', fields: ['email', 'role'] },
    ])
    .run(async ({ client, assert }, { name, fields }) => {
      const cast = await projectCast()
      const path = {
        create: '/projects',
        edit: `/projects/${cast.project.id}`,
        invite: `/projects/${cast.project.id}/invitations`,
      }[name]!
      await fc.assert(
        fc.asyncProperty(payload(fields), fc.constantFrom('form', 'json'), async (values, how) => {
          const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
          let request = client[name === 'edit' ? 'put' : 'post'](path)
            .loginAs(cast.staff)
            .withCsrfToken()
            .redirects(0)
          request = how === 'form' ? request.form(body) : request.json(body)
          const response = await request
          assert.isBelow(response.status(), 500, JSON.stringify(body).slice(0, 200))
        }),
        { numRuns: 40 }
      )
    })
})
