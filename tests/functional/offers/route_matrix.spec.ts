import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import Offer from '#models/offer'
import OfferTemplate from '#models/offer_template'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { agreementFor } from '#actions/agreements/freeze_agreement'
import { sealAgreement } from '#actions/agreements/seal_agreement'
import { DateTime } from 'luxon'
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import filesConfig from '#config/files'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { storeOfferEventFile } from '#actions/offers/offer_files'
import { pngBytes } from '../files/files_helpers.js'

/*
| DESIGN.md's matrix for the offers area: staff may do everything; a client is answered 404
| exactly as for an unknown URL, a guest goes to log in; nothing changes for either. The routes
| are read from the router: a new offers route fails here until it has a row. The public doors
| (tracking image, online view) are tested with good, unknown and malformed tokens.
*/

const STAFF_ROUTES = [
  'offers.index',
  'offers.create',
  'offers.store',
  'offers.preview',
  'offers.show',
  'offers.edit',
  'offers.update',
  'offers.destroy',
  'offers.responded',
  'offers.resend',
  'offers.duplicate',
  'offers.reminders',
  'offers.pdf',
  'offers.files.show',
  'offers.files.thumbnail',
  'offers.templates.index',
  'offers.templates.create',
  'offers.templates.store',
  'offers.templates.edit',
  'offers.templates.update',
  'offers.templates.destroy',
]

type AreaRoute = { name: string; pattern: string; method: string }

function offerRoutes(): AreaRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.name?.startsWith('offers.') && route.name !== 'offers.track')
    .map((route) => ({
      name: route.name!,
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
    }))
}

const VALID_OFFER = {
  email: 'jana@example.com',
  greeting: 'Dear Jana,',
  salutation: 'Kind regards,',
  locale: 'sk',
  subject: 'Your new website',
  content: 'First paragraph.\n\nSecond paragraph.',
}

const VALID_TEMPLATE = { name: 'Website', locale: 'cs', subject: 'Váš nový web', validDays: '30' }

/* A sent offer its recipient signed, with its sealed PDF (the staff's download). */
async function signedOffer() {
  const offer = await OfferFactory.apply('sent').create()
  const agreement = await agreementFor(offer)
  agreement.merge({
    status: 'signed',
    signerName: 'Jana Nováková',
    signerEmail: offer.email,
    signerMethod: 'code',
    signedAt: DateTime.now(),
  })
  await agreement.save()
  await sealAgreement(agreement, offer)
  return offer
}

/* A sent offer whose recipient e-mailed an image with their answer (staff open it). */
async function offerWithFile() {
  const offer = await OfferFactory.apply('sent').create()
  const event = await recordOfferEvent(offer.id, 'emailed_reply', { detail: 'Our logo.' })
  const bytes = await pngBytes()
  await mkdir(filesConfig.tmpRoot, { recursive: true })
  const tmpPath = join(filesConfig.tmpRoot, randomUUID())
  await writeFile(tmpPath, bytes)
  const stored = await storeOfferEventFile(event, {
    tmpPath,
    clientName: 'logo.png',
    size: bytes.length,
  })
  if (!('file' in stored)) throw new Error('The file was not stored')
  return { offer, id: stored.file.publicId }
}

/*
| A draft for the routes about drafts, a failed offer for re-send, a sent one for the rest, with
| the id its path names (a file's for the file routes).
*/
async function targetFor(name: string) {
  const offer = (found: Offer) => ({ offer: found, id: String(found.id) })
  if (name === 'offers.edit' || name === 'offers.update') return offer(await OfferFactory.create())
  if (name === 'offers.resend') return offer(await OfferFactory.apply('failed').create())
  if (name === 'offers.pdf') return offer(await signedOffer())
  if (name.startsWith('offers.files.')) return offerWithFile()
  if (name.startsWith('offers.templates.')) {
    const template = await OfferTemplate.create({ name: 'Maintenance', locale: 'sk' })
    return { id: String(template.id) }
  }
  return offer(await OfferFactory.apply('sent').create())
}

async function snapshot() {
  const rows = await Offer.query().orderBy('id')
  const templates = await OfferTemplate.query().orderBy('id')
  return JSON.stringify([...rows, ...templates].map((row) => row.serialize()))
}

type Who = 'staff' | 'client' | 'guest'

async function actor(who: Who): Promise<User | null> {
  if (who === 'guest') return null
  return who === 'staff' ? UserFactory.apply('staff').create() : UserFactory.create()
}

test.group('Offers: route matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every offers route has a row', ({ assert }) => {
    assert.sameMembers(
      offerRoutes().map((route) => route.name),
      STAFF_ROUTES
    )
  })

  const cases = () =>
    offerRoutes().flatMap((route) =>
      (['staff', 'client', 'guest'] as const).map((who) => ({ route, who }))
    )

  test('{route.name} as {who}')
    .with(cases)
    .run(async ({ client, assert }, { route, who }) => {
      const target = await targetFor(route.name)
      const user = await actor(who)
      const before = await snapshot()
      const path = route.pattern.replace(':id', target.id)
      let request = (client as any)[route.method](path).redirects(0)
      if (route.method !== 'get') request = request.withCsrfToken()
      if (route.name === 'offers.preview') request = request.json(VALID_OFFER).accept('json')
      else if (route.name.startsWith('offers.templates.') && route.method !== 'get') {
        request = request.form(VALID_TEMPLATE)
      } else if (route.method !== 'get') request = request.form(VALID_OFFER)
      if (user) request = request.loginAs(user)
      const response = await request

      if (who === 'guest') {
        // A script asking for JSON (the preview) hears 401; a page or a form goes to log in.
        if (route.name === 'offers.preview') {
          assert.equal(response.status(), 401)
        } else {
          assert.equal(response.status(), 302)
          assert.equal(response.header('location'), '/login')
        }
      } else if (who === 'client') {
        assert.equal(response.status(), 404)
      } else {
        assert.isBelow(response.status(), 400, route.name)
        assert.notEqual(response.header('location'), '/login')
        assert.isUndefined(response.flashMessages()?.error, route.name)
      }
      if (who !== 'staff') assert.equal(await snapshot(), before)
    })

  test('a state change without the CSRF token is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('failed').create()
    const before = await snapshot()
    for (const route of offerRoutes().filter((entry) => entry.method !== 'get')) {
      const response = await (client as any)
        [route.method](route.pattern.replace(':id', String(offer.id)))
        .loginAs(staff)
        .form(VALID_OFFER)
        .redirects(0)
      assert.oneOf(response.status(), [302, 403], route.name)
    }
    assert.equal(await snapshot(), before)
  })
})

test.group('Offers: the public doors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the tracking image answers every token alike, sets no cookie, and counts only a good one', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('sent').create()
    const paths = [
      `/track/${offer.trackingToken}.gif`,
      `/track/${'A'.repeat(43)}.gif`,
      '/track/not-a-token.gif',
      `/track/${offer.viewToken}.gif`,
      '/track/%C3%A9t%C3%A9.gif',
    ]
    for (const path of paths) {
      const response = await client.get(path).header('User-Agent', 'TestMail/1.0')
      assert.equal(response.status(), 200, path)
      assert.equal(response.header('content-type'), 'image/gif', path)
      assert.include(response.header('cache-control'), 'no-store', path)
      assert.isUndefined(response.header('set-cookie'), path)
    }
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.equal(offer.viewsCount, 0)
  })

  test('a path without .gif is not the tracking image', async ({ client }) => {
    const offer = await OfferFactory.apply('sent').create()
    const response = await client.get(`/track/${offer.trackingToken}`)
    response.assertStatus(404)
  })

  test('the online view answers its own token only', async ({ client, assert }) => {
    const offer = await OfferFactory.apply('sent').merge({ locale: 'de' }).create()
    const draft = await OfferFactory.create()
    const good = await client.get(`/offer/${offer.viewToken}?lang=de`)
    good.assertStatus(200)
    assert.include(good.text(), offer.subject)
    assert.include(good.text(), 'Dieses Angebot unterschreiben')
    for (const token of [
      offer.trackingToken,
      draft.viewToken,
      'B'.repeat(43),
      'short',
      '..%2F..%2Fetc',
    ]) {
      const response = await client.get(`/offer/${token}`)
      assert.equal(response.status(), 404, token)
    }
  })
})
