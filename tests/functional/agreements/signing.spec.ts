import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import Agreement from '#models/agreement'
import AgreementEvent from '#models/agreement_event'
import StoredFile from '#models/stored_file'
import type Offer from '#models/offer'
import SigningCodeMail from '#mails/signing_code_mail'
import SealedAgreementMail from '#mails/sealed_agreement_mail'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { fileDisk } from '#infrastructure/file_storage'
import { fieldError } from '#tests/helpers/field_errors'

const run = promisify(execFile)
const en = (key: string, values: Record<string, unknown> = {}) =>
  i18nManager.locale('en').t(key, values)

async function sentOffer(fields: Partial<Offer> = {}) {
  const staff = await UserFactory.apply('staff').create()
  return OfferFactory.apply('opened')
    .merge({
      email: 'hana@example.com',
      subject: 'A booking app for your salon',
      createdById: staff.id,
      currency: 'EUR',
      priceMinor: 450_000,
      ...fields,
    })
    .create()
}

/* The recipient opens the online view: the agreement is frozen and its hash is in the page. */
async function openOnline(client: any, offer: Offer) {
  const page = await client.get(`/offer/${offer.viewToken}`).withInertia()
  page.assertStatus(200)
  return page.inertiaProps.agreement as { documentHash: string; reference: string; status: string }
}

function post(client: any, path: string, fields: Record<string, string>) {
  return client.post(path).header('Referer', path).withCsrfToken().form(fields).redirects(0)
}

async function requestCode(
  client: any,
  offer: Offer,
  mails: ReturnType<typeof mail.fake>['mails']
) {
  const response = await post(client, `/offer/${offer.viewToken}/code`, {})
  response.assertStatus(302)
  const sent = mails.queued((m) => m instanceof SigningCodeMail).at(-1)!
  sent.message.assertTo('hana@example.com')
  return (sent as unknown as { code: string }).code
}

const eventTypes = async (reference: string) => {
  const agreement = await Agreement.findByOrFail('reference', reference)
  const rows = await AgreementEvent.query().where('agreement_id', agreement.id).orderBy('id')
  return rows.map((row) => row.type)
}

test.group('Agreements: who may sign an offer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the recipient signed in signs as their account; the offer is answered and a project started; a second signature answers the first', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer()
    const recipient = await UserFactory.merge({ email: 'hana@example.com' }).create()
    const page = await client.get(`/proposals/${offer.id}`).loginAs(recipient).withInertia()
    page.assertStatus(200)
    const { documentHash, reference } = page.inertiaProps.agreement

    const signing = {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash,
    }
    const response = await client
      .post(`/proposals/${offer.id}/sign`)
      .loginAs(recipient)
      .withCsrfToken()
      .form(signing)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/proposals/${offer.id}`)

    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'signed')
    assert.equal(agreement.signerName, 'Hana Nováková')
    assert.equal(agreement.signerMethod, 'account')
    assert.equal(agreement.signerUserId, recipient.id)
    assert.isNotNull(agreement.signedIp)
    assert.isNotNull(agreement.pdfHash)
    await offer.refresh()
    assert.equal(offer.answer, 'interested')
    assert.isNotNull(offer.projectId)
    const files = await StoredFile.query().where('project_id', offer.projectId!)
    assert.deepEqual(
      files.map((file) => file.name),
      [`${reference}.pdf`]
    )
    // Both sides get a link, never the file.
    const sealedMails = mails.queued((m) => m instanceof SealedAgreementMail)
    assert.lengthOf(sealedMails, 2)

    const again = await client
      .post(`/proposals/${offer.id}/sign`)
      .loginAs(recipient)
      .withCsrfToken()
      .form({ ...signing, name: 'Someone Else' })
      .redirects(0)
    assert.equal(again.flashMessages().success, en('agreements.sign.already'))
    await agreement.refresh()
    assert.equal(agreement.signerName, 'Hana Nováková')
    assert.deepEqual(await eventTypes(reference), ['sent', 'viewed', 'signed', 'sealed'])

    const pdf = await client.get(`/proposals/${offer.id}/signed.pdf`).loginAs(recipient)
    pdf.assertStatus(200)
    pdf.assertHeader('content-type', 'application/pdf')
    assert.include(await eventTypes(reference), 'downloaded')
  })

  test('someone else signed in, and staff, get Not found; a guest without a code is refused', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const offer = await sentOffer()
    const { documentHash, reference } = await openOnline(client, offer)
    const other = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    for (const user of [other, staff]) {
      const response = await client
        .post(`/proposals/${offer.id}/sign`)
        .loginAs(user)
        .withCsrfToken()
        .form({ name: 'Mallory', consent: 'on', documentHash })
        .redirects(0)
      response.assertStatus(404)
      const pdf = await client.get(`/proposals/${offer.id}/signed.pdf`).loginAs(user)
      pdf.assertStatus(404)
    }
    const guest = await post(client, `/offer/${offer.viewToken}/sign`, {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash,
    })
    assert.equal(fieldError(guest, 'code'), en('agreements.errors.codeMissing'))
    assert.equal(guest.flashMessages().name, 'Hana Nováková')
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'open')
    const pdf = await client.get(`/offer/${offer.viewToken}/signed.pdf`)
    pdf.assertStatus(404)
  })

  test('a guest signs with the e-mailed code; a wrong code says the tries left; a replay answers the first signature', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer()
    const { documentHash, reference } = await openOnline(client, offer)
    const code = await requestCode(client, offer, mails)
    assert.match(code, /^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'

    const refused = await post(client, `/offer/${offer.viewToken}/sign`, {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash,
      code: wrong,
    })
    assert.equal(fieldError(refused, 'code'), en('agreements.errors.codeWrong', { count: 4 }))
    assert.equal(fieldError(refused, 'code'), 'That code is not right. 4 tries left.')

    const signing = { name: 'Hana Nováková', consent: 'on', documentHash, code }
    const signed = await post(client, `/offer/${offer.viewToken}/sign`, signing)
    assert.equal(signed.flashMessages().success, en('agreements.sign.done'))
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'signed')
    assert.equal(agreement.signerMethod, 'code')
    assert.equal(agreement.signerEmail, 'hana@example.com')

    // The same request again: the first signature stands, nothing new is recorded.
    const replay = await post(client, `/offer/${offer.viewToken}/sign`, {
      ...signing,
      name: 'Replayed',
    })
    assert.equal(replay.flashMessages().success, en('agreements.sign.already'))
    await agreement.refresh()
    assert.equal(agreement.signerName, 'Hana Nováková')
    const types = await eventTypes(reference)
    assert.deepEqual(types, ['sent', 'viewed', 'code_sent', 'code_failed', 'signed', 'sealed'])

    const pdf = await client.get(`/offer/${offer.viewToken}/signed.pdf`)
    pdf.assertStatus(200)
  })

  test('the code runs out of tries, and expires', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer()
    const { documentHash, reference } = await openOnline(client, offer)
    const code = await requestCode(client, offer, mails)
    const wrong = code === '000000' ? '111111' : '000000'
    const form = { name: 'Hana Nováková', consent: 'on', documentHash }
    const messages: (string | undefined)[] = []
    for (let i = 0; i < 5; i++) {
      const response = await post(client, `/offer/${offer.viewToken}/sign`, {
        ...form,
        code: wrong,
      })
      messages.push(fieldError(response, 'code'))
    }
    assert.deepEqual(messages, [
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      en('agreements.errors.codeUsedUp'),
    ])
    // The right code after the last try no longer signs.
    const late = await post(client, `/offer/${offer.viewToken}/sign`, { ...form, code })
    assert.equal(fieldError(late, 'code'), en('agreements.errors.codeMissing'))

    const fresh = await requestCode(client, offer, mails)
    await Agreement.query()
      .where('reference', reference)
      .update({
        code_expires_at: DateTime.now().minus({ minutes: 1 }).toSQL({ includeOffset: false }),
      })
    const expired = await post(client, `/offer/${offer.viewToken}/sign`, { ...form, code: fresh })
    assert.equal(fieldError(expired, 'code'), en('agreements.errors.codeExpired'))
    assert.equal((await Agreement.findByOrFail('reference', reference)).status, 'open')
  })

  test('a document changed since it was read, and an expired offer, are not signed; CSRF is required', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer()
    const { reference } = await openOnline(client, offer)
    const code = await requestCode(client, offer, mails)
    const changed = await post(client, `/offer/${offer.viewToken}/sign`, {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash: 'a'.repeat(64),
      code,
    })
    assert.equal(changed.flashMessages().error, en('agreements.errors.changed'))
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'open')

    const noCsrf = await client
      .post(`/offer/${offer.viewToken}/sign`)
      .form({ name: 'Hana', consent: 'on', documentHash: agreement.documentHash, code })
      .redirects(0)
    assert.notEqual(noCsrf.flashMessages().success, en('agreements.sign.done'))
    await agreement.refresh()
    assert.equal(agreement.status, 'open')

    const unticked = await post(client, `/offer/${offer.viewToken}/sign`, {
      name: 'Hana Nováková',
      documentHash: agreement.documentHash,
      code,
    })
    assert.isDefined(fieldError(unticked, 'consent'))

    const old = await sentOffer({
      email: 'hana@example.com',
      validUntil: DateTime.now().minus({ days: 3 }).startOf('day'),
    })
    const frozen = await openOnline(client, old)
    const expired = await post(client, `/offer/${old.viewToken}/sign`, {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash: frozen.documentHash,
      code: '123456',
    })
    assert.equal(expired.flashMessages().error, en('agreements.errors.expired'))
  })

  test('declining records the optional reason and answers the offer "not now"', async ({
    client,
    assert,
  }) => {
    const offer = await sentOffer()
    const { reference } = await openOnline(client, offer)
    await post(client, `/offer/${offer.viewToken}/decline`, { reason: 'Too early for us.' })
    const agreement = await Agreement.findByOrFail('reference', reference)
    assert.equal(agreement.status, 'declined')
    assert.equal(agreement.declineReason, 'Too early for us.')
    await offer.refresh()
    assert.equal(offer.answer, 'not_now')
    assert.equal(offer.answerMessage, 'Too early for us.')
  })
})

test.group('Agreements: the sealed PDF and /verify', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('pdfsig finds the seal valid over the whole file; one changed byte fails it; /verify says the same', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const offer = await sentOffer({
      lineItems: JSON.stringify([
        { description: 'Design', quantity: 1.5, unitPriceMinor: 100_000 },
        { description: 'Vývoj a nasadenie', quantity: 3, unitPriceMinor: 250_050 },
      ]),
    })
    const { documentHash, reference } = await openOnline(client, offer)
    const code = await requestCode(client, offer, mails)
    await post(client, `/offer/${offer.viewToken}/sign`, {
      name: 'Hana Nováková',
      consent: 'on',
      documentHash,
      code,
    })
    const agreement = await Agreement.findByOrFail('reference', reference)
    const pdf = Buffer.from(await fileDisk().getBytes(agreement.pdfKey!))
    const dir = await mkdtemp(join(tmpdir(), 'sealed-'))
    const sealedPath = join(dir, 'sealed.pdf')
    await writeFile(sealedPath, pdf)
    const sealed = await run('/usr/bin/pdfsig', [sealedPath]).then(
      (out) => out.stdout,
      (error) => error.stdout as string
    )
    assert.include(sealed, 'Signature Validation: Signature is Valid.')
    assert.include(sealed, 'Total document signed')
    assert.include(sealed, 'ETSI.CAdES.detached')

    // One byte inside the signed content changed (a letter of the first page's text stream).
    const changedBytes = Buffer.from(pdf)
    const at = changedBytes.indexOf('stream') + 20
    changedBytes[at] = changedBytes[at] ^ 0x01
    const changedPath = join(dir, 'changed.pdf')
    await writeFile(changedPath, changedBytes)
    const changed = await run('/usr/bin/pdfsig', [changedPath]).then(
      (out) => out.stdout,
      (error) => error.stdout as string
    )
    assert.notInclude(changed, 'Signature is Valid.')
    assert.match(changed, /Digest Mismatch|Signature is Invalid/)

    const good = await client.post('/verify').withCsrfToken().file('file', sealedPath).withInertia()
    good.assertStatus(200)
    assert.equal(good.inertiaProps.verdict.state, 'sealed')
    assert.equal(good.inertiaProps.verdict.reference, reference)
    assert.equal(good.inertiaProps.verdict.signerName, 'Hana Nováková')
    assert.deepEqual(Object.keys(good.inertiaProps.verdict).sort(), [
      'reference',
      'sealedAt',
      'signedAt',
      'signerName',
      'state',
      'subject',
    ])

    const bad = await client.post('/verify').withCsrfToken().file('file', changedPath).withInertia()
    assert.equal(bad.inertiaProps.verdict.state, 'changed')

    const byReference = await client
      .post('/verify')
      .withCsrfToken()
      .form({ reference: reference.toLowerCase() })
      .withInertia()
    assert.equal(byReference.inertiaProps.verdict.state, 'sealed')
    const unknown = await client
      .post('/verify')
      .withCsrfToken()
      .form({ reference: 'AG-0000-0000-0000' })
      .withInertia()
    assert.equal(unknown.inertiaProps.verdict.state, 'unknown')

    const page = await client.get('/verify')
    page.assertStatus(200)

    // Staff download it from the offer; a client who is not staff gets Not found.
    const staff = await UserFactory.apply('staff').create()
    const staffPdf = await client.get(`/offers/${offer.id}/signed.pdf`).loginAs(staff)
    staffPdf.assertStatus(200)
    const client404 = await client
      .get(`/offers/${offer.id}/signed.pdf`)
      .loginAs(await UserFactory.create())
    client404.assertStatus(404)
  })
})
