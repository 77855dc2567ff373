import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import StoredFile from '#models/stored_file'
import type User from '#models/user'
import type Project from '#models/project'
import ProjectMember from '#models/project_member'
import { OfferFactory } from '#database/factories/offer_factory'
import { projectCast } from '../projects/cast.js'
import { chatApi, messageBy } from '../chat/chat_helpers.js'
import Invoice from '#models/invoice'
import { issuedInvoice } from '../payments/payments_helpers.js'
import { PAGE_LIMIT, PALETTE_LIMIT } from '#shared/search'

/*
| Search through the app as each person of the roles matrix (DESIGN.md "Search"): what they
| find is what they may read, found with or without diacritics, by prefix, in any order or as
| an exact phrase; a deleted message is gone and an edit is found by its new words; and no
| query, however hostile, is an error. Runs on SQLite and, with DB_CONNECTION=pg, PostgreSQL.
*/
function search(
  client: ApiClient,
  user: User | null,
  q: string,
  extra: Record<string, string> = {}
) {
  const request = client
    .get('/search')
    .qs({ q, ...extra })
    .accept('json')
  return user ? request.loginAs(user) : request
}

type Group = {
  kind: string
  results: { id: number; title: string; url: string; snippet: { text: string; match: boolean }[] }[]
}

async function found(client: ApiClient, user: User, q: string, extra: Record<string, string> = {}) {
  const response = await search(client, user, q, extra)
  response.assertStatus(200)
  return response.body() as { state: string; groups: Group[] }
}

function ids(body: { groups: Group[] }, kind: string) {
  return body.groups.find((group) => group.kind === kind)?.results.map((result) => result.id) ?? []
}

async function fileIn(project: Project, uploader: User, name: string, messageId: number | null) {
  return StoredFile.create({
    publicId: randomBytes(8).toString('hex'),
    projectId: project.id,
    messageId,
    uploadedById: uploader.id,
    purpose: 'message',
    status: 'ready',
    name,
    size: 10,
    type: 'application/pdf',
    storageKey: `test/${randomBytes(8).toString('hex')}`,
  })
}

test.group('Search: who finds what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the roles matrix: members, viewers and staff find the message; an outsider and a removed member find nothing', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Pokladňa má byť červená')
    const file = await fileIn(cast.project, cast.member, 'Návrh pokladne.pdf', message.id)

    for (const reader of [cast.owner, cast.member, cast.viewer, cast.staff]) {
      const body = await found(client, reader, 'cervena')
      assert.deepEqual(ids(body, 'messages'), [message.id], `reader ${reader.email}`)
      assert.deepEqual(ids(await found(client, reader, 'navrh'), 'files'), [file.id])
    }
    const outsider = await found(client, cast.outsider, 'cervena')
    assert.deepEqual(outsider.groups, [], 'an outsider finds nothing, not even a count')
    assert.notInclude(JSON.stringify(outsider), 'Pokladňa')

    const membership = await ProjectMember.findByOrFail({
      projectId: cast.project.id,
      userId: cast.colleague.id,
    })
    assert.deepEqual(ids(await found(client, cast.colleague, 'cervena'), 'messages'), [message.id])
    await client
      .delete(`/projects/${cast.project.id}/members/${membership.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    const removed = await found(client, cast.colleague, 'cervena')
    assert.deepEqual(removed.groups, [], 'removed: nothing of the project, at once')
  })

  test('a guest is sent to log in', async ({ client }) => {
    const response = await client.get('/search').qs({ q: 'x' }).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('only staff find offers, people and conversations', async ({ client, assert }) => {
    const cast = await projectCast()
    const offer = await OfferFactory.merge({
      createdById: cast.staff.id,
      subject: 'Webová stránka pre pekáreň',
    }).create()
    const staff = await found(client, cast.staff, 'pekaren')
    assert.deepEqual(ids(staff, 'offers'), [offer.id])
    const asOwner = await found(client, cast.owner, 'pekaren')
    assert.deepEqual(asOwner.groups, [])
    const people = await found(client, cast.staff, cast.outsider.fullName.split(' ')[0])
    assert.include(ids(people, 'people'), cast.outsider.id)
    const asClient = await found(client, cast.owner, cast.outsider.fullName.split(' ')[0], {
      kind: 'people',
    })
    assert.deepEqual(asClient.groups, [], 'the kind is ignored for a client')
  })

  test("issued invoices: staff and the project's owner find them by number, customer and variable symbol; members, viewers and outsiders do not; a draft is not found", async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    cast.owner.fullName = 'Zuzana Kováčová'
    await cast.owner.save()
    const invoice = await issuedInvoice(client, cast.staff, cast.project.id)
    const draft = await Invoice.create({
      projectId: cast.project.id,
      currency: 'EUR',
      locale: 'sk',
      customer: JSON.stringify({ name: 'Zuzana Kováčová' }),
    })

    for (const query of [invoice.number!, 'kovacova', invoice.variableSymbol!]) {
      const asStaff = await found(client, cast.staff, query)
      assert.deepEqual(ids(asStaff, 'invoices'), [invoice.id], `staff, ${query}`)
      const asOwner = await found(client, cast.owner, query)
      assert.deepEqual(ids(asOwner, 'invoices'), [invoice.id], `owner, ${query}`)
    }
    const result = (await found(client, cast.owner, 'kovacova')).groups.find(
      (entry) => entry.kind === 'invoices'
    )!.results[0]
    assert.equal(result.title, invoice.number)
    assert.equal(result.url, `/invoices/${invoice.id}`)
    assert.include(
      result.snippet.filter((part) => part.match).map((part) => part.text),
      'Kováčová'
    )
    for (const reader of [cast.member, cast.viewer, cast.outsider]) {
      assert.deepEqual(ids(await found(client, reader, 'kovacova'), 'invoices'), [])
    }
    assert.notInclude(ids(await found(client, cast.staff, 'kovacova'), 'invoices'), draft.id)

    const other = await projectCast()
    const elsewhere = await found(client, cast.owner, 'kovacova', {
      project: String(other.project.id),
    })
    assert.deepEqual(ids(elsewhere, 'invoices'), [], "another project's filter leaves it out")
  })

  test('a draft file is found only by its uploader', async ({ client, assert }) => {
    const cast = await projectCast()
    const draft = await fileIn(cast.project, cast.member, 'Rozpracovaný rozpočet.xlsx', null)
    assert.deepEqual(ids(await found(client, cast.member, 'rozpocet'), 'files'), [draft.id])
    assert.deepEqual(ids(await found(client, cast.owner, 'rozpocet'), 'files'), [])
  })
})

test.group('Search: language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('diacritics both ways, German ß and umlauts, prefixes and any order', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const slovak = await messageBy(cast.member, cast.project, 'Tlačidlo bude červená farba')
    const czech = await messageBy(cast.member, cast.project, 'Přihlášení přes e-mail')
    const german = await messageBy(
      cast.member,
      cast.project,
      'Die Lieferadresse: Hauptstraße 5, Köln'
    )
    const plain = await messageBy(cast.member, cast.project, 'cervena is the colour')

    const reader = cast.owner
    assert.sameMembers(ids(await found(client, reader, 'cervena'), 'messages'), [
      slovak.id,
      plain.id,
    ])
    assert.sameMembers(ids(await found(client, reader, 'červená'), 'messages'), [
      slovak.id,
      plain.id,
    ])
    assert.deepEqual(ids(await found(client, reader, 'prihlaseni'), 'messages'), [czech.id])
    assert.deepEqual(ids(await found(client, reader, 'hauptstrasse'), 'messages'), [german.id])
    assert.deepEqual(ids(await found(client, reader, 'HAUPTSTRASSE'), 'messages'), [german.id])
    assert.deepEqual(ids(await found(client, reader, 'Hauptstraße'), 'messages'), [german.id])
    assert.deepEqual(ids(await found(client, reader, 'koln'), 'messages'), [german.id])
    assert.deepEqual(ids(await found(client, reader, 'Köln'), 'messages'), [german.id])
    // As you type: a prefix; words in any order.
    assert.deepEqual(ids(await found(client, reader, 'tlac'), 'messages'), [slovak.id])
    assert.deepEqual(ids(await found(client, reader, 'farba tlacidlo'), 'messages'), [slovak.id])

    const body = await found(client, reader, 'cervena farba')
    const snippet = body.groups.find((g) => g.kind === 'messages')!.results[0].snippet
    assert.deepInclude(snippet, { text: 'červená', match: true }, 'the original word is marked')
  })

  test('a quoted phrase matches those words in that order only', async ({ client, assert }) => {
    const cast = await projectCast()
    const inOrder = await messageBy(cast.member, cast.project, 'the checkout button is green')
    await messageBy(cast.member, cast.project, 'the button for checkout is green')
    assert.deepEqual(ids(await found(client, cast.owner, '"checkout button"'), 'messages'), [
      inOrder.id,
    ])
    assert.lengthOf(ids(await found(client, cast.owner, 'checkout button'), 'messages'), 2)
  })

  test('a deleted message is gone and an edited one is found by its new words', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const author = chatApi(client, cast.member)
    const kept = (await author.post(cast.project.id, { text: 'Prvá verzia loga' })).body().data
    const gone = (await author.post(cast.project.id, { text: 'Tajné heslo k serveru' })).body().data
    await author.edit(kept.id, { text: 'Druhá verzia ikony' })
    await author.remove(gone.id)

    assert.deepEqual(ids(await found(client, cast.owner, 'loga'), 'messages'), [])
    assert.deepEqual(ids(await found(client, cast.owner, 'ikony'), 'messages'), [kept.id])
    assert.deepEqual(ids(await found(client, cast.owner, 'heslo'), 'messages'), [])
  })

  test("within one project's messages (the chat's own search) a page's worth of hits is answered, the palette's few otherwise", async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    for (let index = 0; index < PAGE_LIMIT + 2; index++) {
      await messageBy(cast.member, cast.project, `checkout note ${index}`)
    }
    const narrowed = await found(client, cast.owner, 'checkout', {
      project: String(cast.project.id),
      kind: 'messages',
    })
    assert.lengthOf(ids(narrowed, 'messages'), PAGE_LIMIT)
    assert.equal((narrowed as { limit?: number }).limit, PAGE_LIMIT)
    const palette = await found(client, cast.owner, 'checkout')
    assert.lengthOf(ids(palette, 'messages'), PALETTE_LIMIT)
  })

  test('filters: in a project, from a person, has files, a date range', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const byMember = await messageBy(cast.member, cast.project, 'faktúra za marec')
    const byOwner = await messageBy(cast.owner, cast.project, 'faktúra za apríl')
    await fileIn(cast.project, cast.owner, 'scan.pdf', byOwner.id)
    const reader = cast.owner
    assert.deepEqual(
      ids(await found(client, reader, 'faktura', { author: String(cast.member.id) }), 'messages'),
      [byMember.id]
    )
    assert.deepEqual(ids(await found(client, reader, 'faktura', { hasFiles: '1' }), 'messages'), [
      byOwner.id,
    ])
    assert.lengthOf(
      ids(await found(client, reader, 'faktura', { project: String(cast.project.id) }), 'messages'),
      2
    )
    assert.deepEqual(
      await found(client, reader, 'faktura', { from: '2001-01-01', to: '2001-12-31' }),
      {
        state: 'found',
        groups: [],
        limit: PALETTE_LIMIT,
      }
    )
  })
})

test.group('Search: hostile queries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('FTS syntax, unbalanced quotes and long queries are answered, never an error', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'NEAR the AND gate, column: body')
    const queries = [
      '"',
      '"unbalanced AND',
      'body:near',
      'NEAR(the gate)',
      'AND OR NOT',
      '* ^ - + ( ) { } : ;',
      "' or 1=1 --",
      '\\" \\\\ %_',
      'a'.repeat(10_000),
      'word '.repeat(2_000),
      '\u0000 \uFFFF 🎉',
    ]
    for (const q of queries) {
      const response = await search(client, cast.owner, q)
      response.assertStatus(200)
      assert.oneOf(response.body().state, ['found', 'empty', 'tooLong'], q.slice(0, 20))
    }
    assert.equal((await found(client, cast.owner, 'a'.repeat(10_000))).state, 'tooLong')
    assert.equal((await found(client, cast.owner, '*** ;;')).state, 'empty')
    // Operators are plain words: "near" and "and" find the message that contains them.
    assert.deepEqual(ids(await found(client, cast.owner, 'NEAR AND'), 'messages'), [message.id])
    assert.deepEqual(ids(await found(client, cast.owner, 'body:near'), 'messages'), [message.id])

    const page = await client
      .get('/search')
      .qs({ q: 'a'.repeat(10_000) })
      .loginAs(cast.owner)
    page.assertStatus(200)
  })
})
