import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import app from '@adonisjs/core/services/app'
import Agreement from '#models/agreement'
import type Offer from '#models/offer'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { fileDisk } from '#infrastructure/file_storage'
import { fieldError } from '#tests/helpers/field_errors'

const run = promisify(execFile)

/* A signature as the form's canvas makes it: dark strokes on a transparent 1000×300 PNG. */
async function drawnSignature(width = 1000, height = 300) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M60 220 C 120 40, 180 40, 220 200 S 320 260, 380 120 S 520 60, 560 210 L 900 160"
      fill="none" stroke="#111827" stroke-width="8" stroke-linecap="round"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

async function sentOffer() {
  const staff = await UserFactory.apply('staff').create()
  return OfferFactory.apply('opened')
    .merge({
      email: 'hana@example.com',
      subject: 'A booking app for your salon',
      createdById: staff.id,
      currency: 'EUR',
      priceMinor: 450_000,
    })
    .create()
}

async function signAsRecipient(client: any, offer: Offer, fields: Record<string, string>) {
  const recipient = await UserFactory.merge({ email: 'hana@example.com' }).create()
  const page = await client.get(`/proposals/${offer.id}`).loginAs(recipient).withInertia()
  const { documentHash, reference } = page.inertiaProps.agreement
  const response = await client
    .post(`/proposals/${offer.id}/sign?lang=de`)
    .loginAs(recipient)
    .header('Referer', `/proposals/${offer.id}`)
    .withCsrfToken()
    .form({ name: 'Hana Nováková', consent: 'on', documentHash, ...fields })
    .redirects(0)
  return { response, reference: reference as string }
}

test.group('Agreements: a drawn signature beside the typed name', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a signature with a drawing is kept, drawn on the sealed PDF and the seal stays valid', async ({
    client,
    assert,
  }) => {
    const offer = await sentOffer()
    const drawing = await drawnSignature()
    const { response, reference } = await signAsRecipient(client, offer, { signature: drawing })
    response.assertStatus(302)
    response.assertHeader('location', `/proposals/${offer.id}`)

    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'signed')
    assert.equal(agreement.signaturePng, drawing.split(',')[1])

    const pdf = Buffer.from(await fileDisk().getBytes(agreement.pdfKey!))
    const dir = await mkdtemp(join(tmpdir(), 'drawn-'))
    const sealedPath = join(dir, 'sealed.pdf')
    await writeFile(sealedPath, pdf)
    const sealed = await run('/usr/bin/pdfsig', [sealedPath]).then(
      (out) => out.stdout,
      (error) => error.stdout as string
    )
    assert.include(sealed, 'Signature Validation: Signature is Valid.')
    assert.include(sealed, 'Total document signed')
    // The signature page (the second) carries one image: the drawing.
    const images = await run('/usr/bin/pdfimages', ['-list', '-f', '2', '-l', '2', sealedPath])
    // Its ink is the image, its transparency the soft mask pdf-lib adds beside it.
    const rows = images.stdout.trim().split('\n').slice(2)
    assert.deepEqual(
      rows.map((row) => row.trim().split(/\s+/)[2]),
      ['image', 'smask']
    )
    assert.match(rows[0], /\s1000\s+300\s/)
    // Kept for looking at: pdftoppm renders the signature page into tmp/screens/.
    const screens = app.makePath('tmp/screens')
    await mkdir(screens, { recursive: true })
    await writeFile(join(screens, 'drawn-signature.pdf'), pdf)
  })

  test('without a drawing the typed name alone signs, as before', async ({ client, assert }) => {
    const offer = await sentOffer()
    const { response, reference } = await signAsRecipient(client, offer, {})
    response.assertStatus(302)
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'signed')
    assert.isNull(agreement.signaturePng)
  })

  test('a drawing that is not a real PNG, or too large, is refused with a message beside it', async ({
    client,
    assert,
  }) => {
    const offer = await sentOffer()
    const notPng = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`
    const truncated = (await drawnSignature()).slice(0, 400)
    const tooWide = await drawnSignature(2400, 300)
    const cases: [string, string][] = [
      [notPng, 'Die Zeichnung konnte nicht gelesen werden. Bitte löschen und neu zeichnen.'],
      [truncated, 'Die Zeichnung konnte nicht gelesen werden. Bitte löschen und neu zeichnen.'],
      [
        'data:image/jpeg;base64,/9j/4AAQ',
        'Die Zeichnung konnte nicht gelesen werden. Bitte löschen und neu zeichnen.',
      ],
      [tooWide, 'Die Zeichnung ist zu groß. Bitte löschen und neu zeichnen.'],
      [
        `data:image/png;base64,${'A'.repeat(300_000)}`,
        'Die Zeichnung ist zu groß (höchstens 150 KB). Bitte löschen und neu zeichnen.',
      ],
    ]
    const recipient = await UserFactory.merge({ email: 'hana@example.com' }).create()
    const page = await client.get(`/proposals/${offer.id}`).loginAs(recipient).withInertia()
    const { documentHash, reference } = page.inertiaProps.agreement
    for (const [signature, message] of cases) {
      const response = await client
        .post(`/proposals/${offer.id}/sign?lang=de`)
        .loginAs(recipient)
        .header('Referer', `/proposals/${offer.id}`)
        .withCsrfToken()
        .form({ name: 'Hana Nováková', consent: 'on', documentHash, signature })
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/proposals/${offer.id}`)
      assert.equal(fieldError(response, 'signature'), message)
      // The typed name stays for the form to show again.
      assert.equal(response.flashMessages().name, 'Hana Nováková')
    }
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'open')
    assert.isNull(agreement.signaturePng)
  })

  test('the online view signs with the code and a drawing alike', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer()
    const page = await client.get(`/offer/${offer.viewToken}`).withInertia()
    const { documentHash, reference } = page.inertiaProps.agreement
    const asked = await client.post(`/offer/${offer.viewToken}/code`).withCsrfToken().redirects(0)
    asked.assertStatus(302)
    const code = (mails.queued().at(-1) as unknown as { code: string }).code
    const drawing = await drawnSignature()
    const response = await client
      .post(`/offer/${offer.viewToken}/sign`)
      .withCsrfToken()
      .form({ name: 'Hana Nováková', consent: 'on', documentHash, code, signature: drawing })
      .redirects(0)
    response.assertStatus(302)
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'signed')
    assert.equal(agreement.signaturePng, drawing.split(',')[1])
  })

  test('the signing form shows the drawing area on both pages', async ({ client, assert }) => {
    const offer = await sentOffer()
    const online = await client.get(`/offer/${offer.viewToken}?lang=sk`)
    online.assertStatus(200)
    assert.include(online.text(), 'data-signature-pad')
    assert.include(online.text(), 'Nakreslite svoj podpis (nepovinné)')
    const recipient = await UserFactory.merge({ email: 'hana@example.com' }).create()
    const mine = await client.get(`/proposals/${offer.id}?lang=cs`).loginAs(recipient)
    assert.include(mine.text(), 'Nakreslete svůj podpis (nepovinné)')
  })
})
