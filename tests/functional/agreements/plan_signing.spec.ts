import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import sharp from 'sharp'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Agreement from '#models/agreement'
import AgreementEvent from '#models/agreement_event'
import PlanRevision from '#models/plan_revision'
import StoredFile from '#models/stored_file'
import SealedAgreementMail from '#mails/sealed_agreement_mail'
import { fileDisk } from '#infrastructure/file_storage'
import { fieldError } from '#tests/helpers/field_errors'
import { actor, projectCast, snapshot, type Cast, type Role } from '../projects/cast.js'

/*
| The owner signs a plan revision (docs/decisions/signed-agreements.md): the revision frozen when
| staff propose it, signed by the owner only, agreed in the signing's transaction, sealed into a
| PDF that pdfsig accepts, stored in the project's files, e-mailed as a link, downloadable by
| staff and the owner, recognised by /verify.
*/
const run = promisify(execFile)
const NEXT_YEAR = DateTime.now().plus({ years: 1 }).year

function plan(overrides: Record<string, unknown> = {}) {
  return {
    estimationHours: '60',
    price: '4800',
    currency: 'EUR',
    depositPercent: '30',
    paymentDays: '14',
    milestones: [
      {
        title: 'Návrh obrazoviek',
        criteria: 'Klikateľný prototyp',
        hours: '20',
        amount: '1600',
        targetDate: `${NEXT_YEAR}-02-15`,
      },
      { title: 'Vývoj', hours: '40', amount: '3200', targetDate: `${NEXT_YEAR}-04-30` },
    ],
    ...overrides,
  }
}

/* The form as the browser posts it: `milestones[0][title]`, … */
function flatForm(form: Record<string, unknown>) {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form)) {
    if (!Array.isArray(value)) fields[name] = value
    else {
      value.forEach((row: Record<string, unknown>, index) => {
        for (const [key, cell] of Object.entries(row)) fields[`${name}[${index}][${key}]`] = cell
      })
    }
  }
  return fields
}

function propose(client: any, cast: Cast, form: Record<string, unknown>) {
  return client
    .post(`/projects/${cast.project.id}/plan`)
    .loginAs(cast.staff)
    .header('Referer', `/projects/${cast.project.id}`)
    .withCsrfToken()
    .form(flatForm(form))
    .redirects(0)
}

/* The owner's project page: the revision waiting, with the agreement the form carries back. */
async function waiting(client: any, cast: Cast) {
  const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.owner).withInertia()
  return page.inertiaProps.revisions.proposed as {
    number: number
    agreement: { documentHash: string; reference: string; status: string; kind: string }
  }
}

function sign(client: any, cast: Cast, fields: Record<string, unknown>, as: Role = 'owner') {
  let request = client
    .post(`/projects/${cast.project.id}/plan/accept`)
    .header('Referer', `/projects/${cast.project.id}`)
    .withCsrfToken()
    .form(fields)
    .redirects(0)
  const user = actor(cast, as)
  if (user) request = request.loginAs(user)
  return request
}

async function trail(reference: string) {
  const agreement = await Agreement.findByOrFail('reference', reference)
  const rows = await AgreementEvent.query().where('agreement_id', agreement.id).orderBy('id')
  return rows.map((row) => row.type)
}

async function pdfsig(bytes: Buffer, name: string) {
  const dir = await mkdtemp(join(tmpdir(), 'plan-sealed-'))
  const path = join(dir, name)
  await writeFile(path, bytes)
  const out = await run('/usr/bin/pdfsig', [path]).then(
    (done) => done.stdout,
    (error) => error.stdout as string
  )
  return { path, out }
}

test.group('Agreements: signing a plan revision', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the owner signs the revision read: it is agreed, sealed, filed, e-mailed, verifiable; a second signature answers the first', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const cast = await projectCast({ planned: false })
    await cast.owner.merge({ locale: 'sk', fullName: 'Hana Nováková' }).save()
    await propose(client, cast, plan())
    const proposed = await waiting(client, cast)
    assert.equal(proposed.agreement.kind, 'plan_revision')
    assert.equal(proposed.agreement.status, 'open')
    assert.deepEqual(await trail(proposed.agreement.reference), ['sent'])

    // With a drawing beside the typed name, as the offers' form takes it.
    const stroke = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300">
      <path d="M60 220 C 120 40, 180 40, 220 200 S 320 260, 380 120" fill="none"
        stroke="#111827" stroke-width="8"/></svg>`
    const drawing = (await sharp(Buffer.from(stroke)).png().toBuffer()).toString('base64')
    const signature = {
      revision: String(proposed.number),
      name: 'Hana Nováková',
      consent: 'on',
      documentHash: proposed.agreement.documentHash,
      signature: `data:image/png;base64,${drawing}`,
    }
    const signed = await sign(client, cast, signature)
    signed.assertHeader('location', `/projects/${cast.project.id}`)
    signed.assertFlashMessage(
      'success',
      'Signed. The plan is agreed; its sealed PDF is on the plan card.'
    )

    const revision = await PlanRevision.findByOrFail({ projectId: cast.project.id, number: 1 })
    assert.equal(revision.state, 'agreed')
    assert.equal(revision.agreedById, cast.owner.id)
    const agreement = await Agreement.findByOrFail('reference', proposed.agreement.reference)
    assert.equal(agreement.status, 'signed')
    assert.equal(agreement.signerName, 'Hana Nováková')
    assert.equal(agreement.signerEmail, cast.owner.email)
    assert.equal(agreement.signaturePng, drawing)
    assert.deepEqual(await trail(agreement.reference), ['sent', 'signed', 'sealed'])

    // In the project's files, and a link to both sides (never the file).
    const filed = await StoredFile.query()
      .where('project_id', cast.project.id)
      .where('name', `${agreement.reference}.pdf`)
      .first()
    assert.isNotNull(filed)
    const told = mails.queued((m) => m instanceof SealedAgreementMail)
    assert.lengthOf(told, 2)
    told[0].message.assertTo(cast.owner.email)
    told[1].message.assertTo(cast.staff.email)

    // pdfsig: valid over the whole file; one byte changed breaks it; /verify says the same.
    const pdf = Buffer.from(await fileDisk().getBytes(agreement.pdfKey!))
    const sealed = await pdfsig(pdf, 'sealed.pdf')
    assert.include(sealed.out, 'Signature Validation: Signature is Valid.')
    assert.include(sealed.out, 'Total document signed')
    const changedBytes = Buffer.from(pdf)
    const at = changedBytes.indexOf('stream') + 20
    changedBytes[at] = changedBytes[at] ^ 0x01
    const changed = await pdfsig(changedBytes, 'changed.pdf')
    assert.notInclude(changed.out, 'Signature is Valid.')
    const good = await client
      .post('/verify')
      .withCsrfToken()
      .file('file', sealed.path)
      .withInertia()
    assert.equal(good.inertiaProps.verdict.state, 'sealed')
    assert.equal(good.inertiaProps.verdict.signerName, 'Hana Nováková')
    const bad = await client
      .post('/verify')
      .withCsrfToken()
      .file('file', changed.path)
      .withInertia()
    assert.equal(bad.inertiaProps.verdict.state, 'changed')

    // The PDF reads in the owner's language: the revision, its milestones, the certificate.
    const text = await run('/usr/bin/pdftotext', [sealed.path, '-']).then((done) => done.stdout)
    assert.include(text, 'Revízia plánu')
    assert.include(text, 'Návrh obrazoviek')
    assert.include(text, 'Prvý plán tohto projektu')
    assert.include(text, 'Hana Nováková')

    const again = await sign(client, cast, signature)
    again.assertFlashMessage(
      'success',
      'This revision is already signed; the first signature stands.'
    )
    assert.deepEqual(await trail(agreement.reference), ['sent', 'signed', 'sealed'])

    // The plan card downloads it: staff and the owner; members and viewers 403, others 404.
    const path = `/projects/${cast.project.id}/plan/1/signed.pdf`
    const owner = await client.get(path).loginAs(cast.owner)
    owner.assertStatus(200)
    owner.assertHeader('content-type', 'application/pdf')
    ;(await client.get(path).loginAs(cast.staff)).assertStatus(200)
    ;(await client.get(path).loginAs(cast.member)).assertStatus(403)
    ;(await client.get(path).loginAs(cast.viewer)).assertStatus(403)
    ;(await client.get(path).loginAs(cast.outsider)).assertStatus(404)
    ;(
      await client.get(`/projects/${cast.project.id}/plan/2/signed.pdf`).loginAs(cast.owner)
    ).assertStatus(404)
    assert.includeMembers(await trail(agreement.reference), ['downloaded'])

    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.owner).withInertia()
    assert.containsSubset(page.inertiaProps.revisions.current.agreement, {
      status: 'signed',
      sealed: true,
      reference: agreement.reference,
    })
    // Members read the plan, not the signed document with its money.
    const memberPage = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.member)
      .withInertia()
    assert.isNull(memberPage.inertiaProps.revisions.current.agreement)
  })

  test('only the owner signs: staff, members and viewers are refused, outsiders find nothing', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    await propose(client, cast, plan())
    const proposed = await waiting(client, cast)
    const fields = {
      revision: '1',
      name: 'Someone Else',
      consent: 'on',
      documentHash: proposed.agreement.documentHash,
    }
    const before = await snapshot(cast.project)
    for (const role of ['staff', 'member', 'viewer'] as const) {
      const response = await sign(client, cast, fields, role)
      assert.equal(response.flashMessages()?.error, 'You are not allowed to do that.', role)
    }
    ;(await sign(client, cast, fields, 'outsider')).assertStatus(404)
    assert.equal(await snapshot(cast.project), before)
    const agreement = await Agreement.findByOrFail('reference', proposed.agreement.reference)
    assert.equal(agreement.status, 'open')
    const withoutToken = await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .form(fields)
      .redirects(0)
    assert.equal(
      withoutToken.flashMessages()?.error,
      'This page has expired. Please reload it and try again.'
    )
  })

  test('a revision changed after it was read asks to read again; bad input stays beside its field', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    await propose(client, cast, plan())
    const first = await waiting(client, cast)
    // Staff propose again while the owner still reads revision 1.
    await propose(client, cast, plan({ paymentDays: '30' }))
    const second = await waiting(client, cast)
    assert.equal(second.number, 2)
    assert.notEqual(second.agreement.documentHash, first.agreement.documentHash)

    const stale = await sign(client, cast, {
      revision: '1',
      name: 'Olga Owner',
      consent: 'on',
      documentHash: first.agreement.documentHash,
    })
    assert.equal(
      stale.flashMessages()?.error,
      'The plan has changed: revision 2 is waiting for you. Read it again before agreeing.'
    )
    const oldHash = await sign(client, cast, {
      revision: '2',
      name: 'Olga Owner',
      consent: 'on',
      documentHash: first.agreement.documentHash,
    })
    assert.equal(
      oldHash.flashMessages()?.error,
      'The plan changed after you opened it. Please read it again and then sign.'
    )

    const unsigned = await sign(client, cast, {
      revision: '2',
      name: ' ',
      documentHash: second.agreement.documentHash,
    })
    assert.isString(fieldError(unsigned, 'name'))
    assert.isString(fieldError(unsigned, 'consent'))
    const german = await sign(client, cast, {
      revision: '2',
      name: ' ',
      consent: 'on',
      documentHash: second.agreement.documentHash,
    }).header('Accept-Language', 'de')
    assert.isString(fieldError(german, 'name'))
    assert.notEqual(fieldError(german, 'name'), fieldError(unsigned, 'name'))

    const revision = await PlanRevision.findByOrFail({ projectId: cast.project.id, number: 2 })
    assert.equal(revision.state, 'proposed')
    const agreement = await Agreement.findByOrFail('reference', second.agreement.reference)
    assert.equal(agreement.status, 'open')
    await cast.project.refresh()
    assert.isNull(cast.project.planAcceptedAt)
  })
})
