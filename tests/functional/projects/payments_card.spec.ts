import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import Invoice from '#models/invoice'
import { proposePlan, agreeToPlan } from '#actions/projects/plan_revisions'
import { confirmBuild, markBuildReady } from '#actions/projects/review_build'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'
import { importStatement } from '#actions/payments/import_statement'
import { camt053 } from '#tests/helpers/camt053'
import { actor, projectCast, type Cast, type Role } from './cast.js'

/*
| The project's "Payments" card (app/actions/projects/payment_schedule.ts): the agreed plan's
| deposit and milestones with their invoices and where they stand, the invoices made by hand,
| the totals; for staff and the owner only.
*/
const NEXT_YEAR = DateTime.now().plus({ years: 1 }).year

async function payments(client: any, cast: Cast, as: Role = 'owner') {
  const page = await client
    .get(`/projects/${cast.project.id}`)
    .loginAs(actor(cast, as)!)
    .withInertia()
  page.assertStatus(200)
  return page.inertiaProps.payments
}

/* Revision 1 agreed by the owner: 30 % deposit, 14 days, Design (overdue target) and Build. */
async function agreedPlan() {
  const cast = await projectCast({ planned: false })
  await proposePlan(
    cast.staff,
    cast.project.id,
    {
      estimationHours: 100,
      price: 800_000,
      currency: 'EUR',
      depositPercent: 30,
      paymentDays: 14,
      milestones: [
        { title: 'Design', hours: 40, amount: 320_000, targetDate: `${NEXT_YEAR}-02-15` },
        { title: 'Build', hours: 60, amount: 480_000, targetDate: `${NEXT_YEAR}-04-30` },
      ],
    },
    i18nManager.locale('en')
  )
  await agreeToPlan(cast.owner, cast.project.id, 1)
  await cast.project.merge({ status: 'in_progress' }).save()
  return cast
}

const states = (schedule: any) =>
  schedule.rows.map((row: any) => [
    row.kind,
    row.title,
    row.amountMinor,
    row.targetDate,
    row.state,
    row.invoice?.number ?? null,
  ])

test.group('Projects: the Payments card', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner and staff read the agreed schedule; members and viewers get no payment data', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan()
    for (const role of ['owner', 'staff'] as const) {
      const schedule = await payments(client, cast, role)
      assert.equal(schedule.revisionNumber, 1, role)
      assert.equal(schedule.currency, 'EUR', role)
      assert.equal(schedule.depositPercent, 30, role)
      assert.deepEqual(
        states(schedule),
        [
          // Agreeing prepared the deposit's advance invoice: staff's draft, not yet the owner's.
          ['deposit', null, 240_000, null, role === 'staff' ? 'draft' : 'not_invoiced', null],
          ['milestone', 'Design', 320_000, `${NEXT_YEAR}-02-15`, 'not_invoiced', null],
          ['milestone', 'Build', 480_000, `${NEXT_YEAR}-04-30`, 'not_invoiced', null],
        ],
        role
      )
      assert.deepEqual(schedule.others, [], role)
      assert.deepEqual(schedule.totals, [], role)
    }
    for (const role of ['member', 'viewer'] as const) {
      const page = await client
        .get(`/projects/${cast.project.id}`)
        .loginAs(actor(cast, role)!)
        .withInertia()
      page.assertStatus(200)
      assert.isNull(page.inertiaProps.payments, role)
      assert.notInclude(JSON.stringify(page.inertiaProps), '240000', role)
    }
    const outsider = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.outsider)
      .withInertia()
    outsider.assertStatus(404)
  })

  test('a project without an agreed plan or invoices has no card', async ({ client, assert }) => {
    const cast = await projectCast({ planned: false })
    assert.isNull(await payments(client, cast))
    assert.isNull(await payments(client, cast, 'staff'))
  })

  test('an accepted milestone: a draft for staff only, then invoiced, paid, with hand invoices and totals', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan()
    const design = (await payments(client, cast, 'staff')).rows[1]
    await markBuildReady(cast.staff, cast.project.id, {
      link: 'https://preview.example.com/design',
      milestone: design.key,
    })
    await confirmBuild(cast.owner, cast.project.id)
    const draft = await Invoice.query()
      .where('project_id', cast.project.id)
      .where('kind', 'invoice')
      .firstOrFail()

    const staffView = await payments(client, cast, 'staff')
    assert.equal(staffView.rows[1].state, 'draft')
    assert.equal(staffView.rows[1].invoice.id, draft.id)
    const ownerView = await payments(client, cast)
    assert.equal(ownerView.rows[1].state, 'not_invoiced')
    assert.isNull(ownerView.rows[1].invoice)
    assert.deepEqual(ownerView.totals, [])

    // Issued: both sides read its number and due date; 3,200.00 + 23 % VAT is owed.
    const issued = await issueInvoice(draft.id)
    const byHand = await createDraft(cast.staff, {
      projectId: cast.project.id,
      lines: [
        {
          description: 'Extra hosting',
          quantityMilli: 1000,
          unit: 'pcs',
          unitPriceMinor: 10_000,
          vatRateBp: 2300,
        },
      ],
    })
    // Issued a month ago with 14 days: overdue today.
    const late = await issueInvoice(byHand.id, { today: DateTime.now().minus({ days: 30 }) })
    for (const role of ['owner', 'staff'] as const) {
      const schedule = await payments(client, cast, role)
      assert.deepEqual(
        states(schedule).map((row: any[]) => row[4]),
        [role === 'staff' ? 'draft' : 'not_invoiced', 'invoiced', 'not_invoiced'],
        role
      )
      assert.containsSubset(schedule.rows[1].invoice, {
        id: issued.id,
        number: issued.number,
        dueDate: issued.dueDate!.toISODate(),
        totalMinor: 393_600,
        outstandingMinor: 393_600,
      })
      assert.deepEqual(
        schedule.others.map((invoice: any) => [invoice.number, invoice.status, invoice.totalMinor]),
        [[late.number, 'overdue', 12_300]],
        role
      )
      assert.deepEqual(
        schedule.totals,
        [{ currency: 'EUR', invoicedMinor: 405_900, paidMinor: 0, dueMinor: 405_900 }],
        role
      )
    }

    // The bank pays the milestone's invoice in full.
    await importStatement(
      camt053([{ ref: `card-${issued.id}`, amount: '3936.00', vs: issued.variableSymbol! }], {
        statementId: `card-${issued.id}`,
      }),
      cast.staff
    )
    const paid = await payments(client, cast)
    assert.equal(paid.rows[1].state, 'paid')
    assert.isNotNull(paid.rows[1].invoice.paidAt)
    assert.equal(paid.rows[1].invoice.outstandingMinor, 0)
    assert.deepEqual(paid.totals, [
      { currency: 'EUR', invoicedMinor: 405_900, paidMinor: 393_600, dueMinor: 12_300 },
    ])
  })

  test("the deposit's row follows its advance invoice: issued, then paid; the payment's tax document is no other invoice", async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan()
    const advance = await Invoice.query()
      .where('project_id', cast.project.id)
      .where('kind', 'advance')
      .firstOrFail()
    const issued = await issueInvoice(advance.id)
    const asked = await payments(client, cast)
    assert.deepEqual(states(asked)[0], ['deposit', null, 240_000, null, 'invoiced', issued.number])
    assert.deepEqual(asked.totals, [
      { currency: 'EUR', invoicedMinor: 295_200, paidMinor: 0, dueMinor: 295_200 },
    ])

    await importStatement(
      camt053([{ ref: `deposit-${issued.id}`, amount: '2952.00', vs: issued.variableSymbol! }], {
        statementId: `deposit-${issued.id}`,
      }),
      cast.staff
    )
    for (const role of ['owner', 'staff'] as const) {
      const paid = await payments(client, cast, role)
      assert.equal(paid.rows[0].state, 'paid', role)
      assert.deepEqual(paid.others, [], role)
      assert.deepEqual(
        paid.totals,
        [{ currency: 'EUR', invoicedMinor: 295_200, paidMinor: 295_200, dueMinor: 0 }],
        role
      )
    }
  })
})
