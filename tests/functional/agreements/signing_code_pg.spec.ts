import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import Agreement from '#models/agreement'
import AgreementEvent from '#models/agreement_event'
import type Offer from '#models/offer'
import SigningCodeMail from '#mails/signing_code_mail'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { fieldError } from '#tests/helpers/field_errors'

/*
| The one-time code under racing requests. Each try takes the agreement's row FOR UPDATE in the
| signing's transaction (signing_code.ts), so on PostgreSQL, where requests run side by side, a
| burst of wrong codes still costs one try each and never more than the code has, and two
| requests with the right code sign once. These need real concurrent transactions, so they
| commit their rows (no global transaction) and delete them afterwards. SQLite has one writer at
| a time, so the group exists only on PostgreSQL (CI's second functional run).
*/
const ON_PG = db.connection().dialect.name === 'postgres'

function sign(client: ApiClient, offer: Offer, fields: Record<string, string>) {
  const path = `/offer/${offer.viewToken}/sign`
  return client.post(path).header('Referer', path).withCsrfToken().form(fields).redirects(0)
}

if (ON_PG)
  test.group('Agreements: the signing code under racing requests (PostgreSQL)', (group) => {
    let staffId = 0
    let offer: Offer
    let mails: ReturnType<typeof mail.fake>['mails']

    group.each.setup(async () => {
      mails = mail.fake().mails
      const staff = await UserFactory.apply('staff').create()
      staffId = staff.id
      offer = await OfferFactory.apply('opened')
        .merge({ email: `race-${Date.now()}@example.com`, createdById: staff.id })
        .create()
      return async () => {
        mail.restore()
        await db.from('offers').where('id', offer.id).delete()
        await db.from('users').where('id', staffId).delete()
      }
    })

    /* The recipient reads the online view (the document is frozen) and asks for a code. */
    async function readAndAskForCode(client: ApiClient) {
      const page = await client.get(`/offer/${offer.viewToken}`).withInertia()
      const { documentHash } = page.inertiaProps.agreement as { documentHash: string }
      const path = `/offer/${offer.viewToken}/code`
      await client.post(path).header('Referer', path).withCsrfToken().form({}).redirects(0)
      const sent = mails.queued((queued) => queued instanceof SigningCodeMail).at(-1)
      const { code } = sent as unknown as { code: string }
      return { form: { name: 'Hana Nováková', consent: 'on', documentHash }, code }
    }

    test('twelve wrong codes at once cost the five tries and no more', async ({
      client,
      assert,
    }) => {
      const { form, code } = await readAndAskForCode(client)
      const wrong = code === '000000' ? '111111' : '000000'
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => sign(client, offer, { ...form, code: wrong }))
      )
      const messages = responses.map((response) => fieldError(response, 'code'))
      for (const left of [4, 3, 2, 1]) {
        const text = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        assert.equal(messages.filter((message) => message === text).length, 1, text)
      }
      const agreement = await Agreement.findByOrFail('offer_id', offer.id)
      const failed = await AgreementEvent.query()
        .where('agreement_id', agreement.id)
        .where('type', 'code_failed')
      assert.lengthOf(failed, 5)
      assert.isNull(agreement.codeTriesLeft)
      assert.equal(agreement.status, 'open')
    })

    test('the right code sent twice at once signs once', async ({ client, assert }) => {
      const { form, code } = await readAndAskForCode(client)
      const [first, second] = await Promise.all([
        sign(client, offer, { ...form, code, name: 'Hana Nováková' }),
        sign(client, offer, { ...form, code, name: 'Hana N.' }),
      ])
      const flashes = [first, second].map((response) => response.flashMessages().success)
      assert.sameMembers(flashes, [
        'Signed. The sealed PDF is ready to download.',
        'This offer is already signed; the first signature stands.',
      ])
      const agreement = await Agreement.findByOrFail('offer_id', offer.id)
      assert.equal(agreement.status, 'signed')
      const signed = await AgreementEvent.query()
        .where('agreement_id', agreement.id)
        .where('type', 'signed')
      assert.lengthOf(signed, 1)
    })
  })
