import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { baseNamespaces, namespacesForPage, shellOf } from '#shared/page_areas'
import { defaultLocale } from '#shared/preferences'

/* The namespaces that exist today: resources/lang/en/*.json. */
const onDisk = readdirSync(join(app.languageFilesPath(), defaultLocale))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))

test.group('Page areas: the shell around a page', () => {
  test('{0} gets the {1} shell')
    .with([
      ['auth/login', 'auth'],
      ['auth/two_factor_challenge', 'auth'],
      ['settings/profile', 'settings'],
      ['dashboard', 'app'],
      ['projects/show', 'app'],
      ['offers/index', 'app'],
      ['inbox/show', 'inbox'],
      ['marketing/home', 'public'],
      ['legal/privacy', 'public'],
      ['errors/not_found', 'public'],
      ['errors/app_not_found', 'app'],
    ] as const)
    .run(({ assert }, [component, shell]) => {
      assert.equal(shellOf(component), shell)
    })
})

test.group('Page areas: translations fetched with a page', () => {
  test('the base bundle is what the shells read, and exists in every language', ({ assert }) => {
    assert.sameMembers(baseNamespaces, ['common', 'auth', 'settings', 'validator', 'errors'])
    for (const namespace of baseNamespaces) assert.include(onDisk, namespace)
  })

  const pages: [string, string[]][] = [
    ['auth/login', []],
    ['settings/sessions', ['search']],
    ['dashboard', ['dashboard', 'projects', 'inbox', 'search']],
    ['inbox/show', ['inbox', 'files', 'search']],
    ['conversations/show', ['inbox', 'files', 'chat_panel', 'search']],
    ['projects/show', ['projects', 'chat', 'push', 'files', 'agreements', 'search']],
    ['settings/notifications', ['push', 'search']],
    ['offers/index', ['offers', 'search']],
    ['offers/show', ['offers', 'files', 'search']],
    ['marketing/home', ['marketing']],
    ['legal/privacy', ['privacy', 'marketing']],
    ['legal/terms', ['terms', 'marketing']],
    ['errors/not_found', ['marketing']],
  ]
  test('{0} fetches {2}')
    .with(
      pages.map(([page, wanted]) => [page, wanted, wanted.join(' + ') || 'nothing more'] as const)
    )
    .run(({ assert }, [component, expected]) => {
      // The app's, the settings' and the inbox's shells add the search palette's strings.
      assert.sameMembers(namespacesForPage(component, onDisk), expected)
    })

  test('a new area is fetched on demand once its files exist, and never before', ({ assert }) => {
    const withoutInbox = onDisk.filter((namespace) => namespace !== 'inbox')
    assert.deepEqual(namespacesForPage('inbox/index', withoutInbox), ['search'])
    assert.sameMembers(namespacesForPage('inbox/index', [...withoutInbox, 'inbox']), [
      'inbox',
      'search',
    ])
  })

  test('every namespace on disk comes with the first page or with the pages of its area', ({
    assert,
  }) => {
    for (const namespace of onDisk) {
      if (baseNamespaces.includes(namespace)) continue
      const fetchedBy = [`${namespace}/index`, `legal/${namespace}`].filter((component) =>
        namespacesForPage(component, onDisk).includes(namespace)
      )
      assert.isNotEmpty(fetchedBy, `${namespace} is never loaded in the browser`)
    }
  })
})
