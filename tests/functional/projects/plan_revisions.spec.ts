import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Message from '#models/message'
import Invoice from '#models/invoice'
import PlanRevision from '#models/plan_revision'
import i18nManager from '@adonisjs/i18n/services/main'
import { noticeMessage, type Notice } from '#shared/projects'
import { fieldError } from '#tests/helpers/field_errors'
import { actor, planSignature, projectCast, snapshot, type Cast, type Role } from './cast.js'

/*
| The plan in revisions and milestones (docs/decisions/plan-revisions.md): staff propose, the
| owner agrees to the newest revision only, a change after agreement is agreed again, and the
| owner's "It works" on a milestone's build accepts it and prepares one draft invoice.
*/
const NEXT_YEAR = DateTime.now().plus({ years: 1 }).year

function threeMilestones() {
  return [
    {
      title: 'Design',
      criteria: 'Clickable prototype of every screen',
      hours: '40',
      amount: '3200',
      targetDate: `${NEXT_YEAR}-02-15`,
    },
    {
      title: 'Build',
      criteria: 'Working app on staging',
      hours: '60',
      amount: '4800',
      targetDate: `${NEXT_YEAR}-04-30`,
    },
    { title: 'Launch', hours: '20', amount: '1600', targetDate: `${NEXT_YEAR}-05-31` },
  ]
}

function plan(overrides: Record<string, unknown> = {}) {
  return {
    estimationHours: '120',
    price: '9600',
    currency: 'EUR',
    depositPercent: '30',
    paymentDays: '14',
    milestones: threeMilestones(),
    ...overrides,
  }
}

/* The form as the browser posts it: `milestones[0][title]`, … */
export function flatForm(form: Record<string, unknown>) {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form)) {
    if (!Array.isArray(value)) {
      fields[name] = value
      continue
    }
    value.forEach((row: Record<string, unknown>, index) => {
      for (const [key, cell] of Object.entries(row)) fields[`${name}[${index}][${key}]`] = cell
    })
  }
  return fields
}

function propose(client: any, cast: Cast, form: Record<string, unknown>, as: Role = 'staff') {
  let request = client
    .post(`/projects/${cast.project.id}/plan`)
    .header('Referer', `/projects/${cast.project.id}`)
    .withCsrfToken()
    .form(flatForm(form))
    .redirects(0)
  const user = actor(cast, as)
  if (user) request = request.loginAs(user)
  return request
}

/* The owner's signature of the revision waiting (planSignature), with the fields given. */
async function agree(
  client: any,
  cast: Cast,
  form: Record<string, unknown> = {},
  as: Role = 'owner'
) {
  const signature = await planSignature(cast, form)
  return client
    .post(`/projects/${cast.project.id}/plan/accept`)
    .loginAs(actor(cast, as)!)
    .header('Referer', `/projects/${cast.project.id}`)
    .withCsrfToken()
    .form(signature)
    .redirects(0)
}

async function revisions(client: any, cast: Cast, as: Role = 'owner') {
  const page = await client
    .get(`/projects/${cast.project.id}`)
    .loginAs(actor(cast, as)!)
    .withInertia()
  return page.inertiaProps.revisions
}

async function noticeTypes(cast: Cast) {
  const rows = await Message.query()
    .where('project_id', cast.project.id)
    .where('kind', 'notice')
    .orderBy('id')
  return rows.map((row) => row.notice!.type)
}

const count = async (table: string) => Number((await db.from(table).count('* as n'))[0].n)

test.group('Projects: plan revisions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff propose a plan in three milestones; the owner reads it with its payment terms', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    const response = await propose(client, cast, plan())
    response.assertHeader('location', `/projects/${cast.project.id}`)
    response.assertFlashMessage('success', 'Plan proposed. The owner is asked to agree to it.')

    await cast.project.refresh()
    assert.equal(cast.project.estimationHours, 120)
    assert.equal(cast.project.priceMinor, 960_000)
    assert.isNotNull(cast.project.planProposedAt)
    assert.includeMembers(await noticeTypes(cast), ['plan_proposed'])

    const owner = await revisions(client, cast)
    assert.isNull(owner.current)
    assert.containsSubset(owner.proposed, {
      number: 1,
      state: 'proposed',
      hours: 120,
      price: { minor: 960_000, currency: 'EUR' },
      depositPercent: 30,
      paymentDays: 14,
    })
    assert.deepEqual(
      owner.proposed.milestones.map((m: any) => [m.title, m.hours, m.amountMinor, m.targetDate]),
      [
        ['Design', 40, 320_000, `${NEXT_YEAR}-02-15`],
        ['Build', 60, 480_000, `${NEXT_YEAR}-04-30`],
        ['Launch', 20, 160_000, `${NEXT_YEAR}-05-31`],
      ]
    )
    assert.equal(owner.proposed.milestones[0].criteria, 'Clickable prototype of every screen')
    assert.isNull(owner.proposed.milestones[2].criteria)

    // Members and viewers read the milestones without the payment schedule.
    for (const role of ['member', 'viewer'] as const) {
      const seen = await revisions(client, cast, role)
      assert.isFalse(seen.showsMoney, role)
      assert.isNull(seen.proposed.depositPercent, role)
      assert.isNull(seen.proposed.paymentDays, role)
      assert.deepEqual(
        seen.proposed.milestones.map((m: any) => m.amountMinor),
        [null, null, null],
        role
      )
      assert.equal(seen.proposed.milestones[1].title, 'Build', role)
    }
  })

  test('only staff propose: the owner, a member and a viewer are refused, an outsider gets 404, a guest logs in', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    const before = await snapshot(cast.project)
    for (const role of ['owner', 'member', 'viewer'] as const) {
      const response = await propose(client, cast, plan(), role)
      assert.equal(response.status(), 302, role)
      assert.equal(response.flashMessages()?.error, 'You are not allowed to do that.', role)
    }
    const outsider = await propose(client, cast, plan(), 'outsider')
    assert.equal(outsider.status(), 404)
    const guest = await propose(client, cast, plan(), 'guest')
    assert.equal(guest.header('location'), '/login')

    const forged = await client
      .post(`/projects/${cast.project.id}/plan`)
      .loginAs(cast.staff)
      .form(flatForm(plan()))
      .redirects(0)
    assert.equal(
      forged.flashMessages()?.error,
      'This page has expired. Please reload it and try again.'
    )
    assert.equal(await snapshot(cast.project), before)
    assert.equal(await count('plan_revisions'), 0)
  })

  test('milestones that do not add up say what is left to allocate beside them; nothing is stored', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    const before = await snapshot(cast.project)
    const milestones = threeMilestones()
    milestones[2] = { ...milestones[2], hours: '10', amount: '1000' }
    const short = await propose(client, cast, plan({ milestones }))
    assert.equal(fieldError(short, 'milestones'), 'Left to allocate: 10 hours · €600.00')

    milestones[2] = { ...milestones[2], hours: '25', amount: '1600' }
    const over = await propose(client, cast, plan({ milestones }))
    assert.equal(
      fieldError(over, 'milestones'),
      'The milestones exceed the plan by 5 hours · €0.00.'
    )

    const slovak = await propose(client, cast, plan({ milestones: milestones.slice(0, 2) })).header(
      'Accept-Language',
      'sk'
    )
    assert.equal(
      fieldError(slovak, 'milestones'),
      'Zostáva rozdeliť: 20 hodín · 1\u00a0600,00\u00a0€'
    )
    assert.equal(await snapshot(cast.project), before)
    assert.equal(await count('plan_revisions'), 0)
  })

  test('bad input gets a translated message beside its field and stores nothing', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    const before = await snapshot(cast.project)
    const one = (overrides: Record<string, unknown>) => ({
      title: 'All',
      hours: '120',
      amount: '9600',
      targetDate: `${NEXT_YEAR}-01-31`,
      ...overrides,
    })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ milestones: [] }, 'milestones', 'Add at least one milestone.'],
      [
        {
          estimationHours: '21',
          price: '21',
          milestones: Array.from({ length: 21 }, (_, n) =>
            one({ title: `Part ${n + 1}`, hours: '1', amount: '1' })
          ),
        },
        'milestones',
        'At most 20 milestones.',
      ],
      [
        { milestones: [one({ targetDate: `${NEXT_YEAR}-02-30` })] },
        'milestones.0.targetDate',
        'Enter a valid date.',
      ],
      [
        { milestones: [one({ targetDate: 'next Friday' })] },
        'milestones.0.targetDate',
        'Enter a valid date.',
      ],
      [
        { milestones: [one({ title: 'x'.repeat(201) })] },
        'milestones.0.title',
        'Must not exceed 200 characters.',
      ],
      [
        { milestones: [one({ title: '   ' })] },
        'milestones.0.title',
        'Give the milestone a title.',
      ],
      [
        { milestones: [one({ criteria: 'y'.repeat(2001) })] },
        'milestones.0.criteria',
        'Must not exceed 2,000 characters.',
      ],
      [
        { milestones: [one({ amount: '12,345.6' })] },
        'milestones.0.amount',
        'Enter an amount such as 1200 or 1200.50.',
      ],
      [
        { milestones: [one({ hours: '1.5' })] },
        'milestones.0.hours',
        'Enter a whole number of hours.',
      ],
      [{ depositPercent: '101' }, 'depositPercent', 'Enter a whole percentage from 0 to 100.'],
      [{ paymentDays: '-1' }, 'paymentDays', 'Enter a whole number of days from 0 to 365.'],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await propose(client, cast, plan(overrides))
      assert.equal(response.status(), 302, field)
      assert.equal(fieldError(response, field), message, JSON.stringify(overrides).slice(0, 80))
    }
    const german = await propose(client, cast, plan({ milestones: [] })).header(
      'Accept-Language',
      'de'
    )
    assert.equal(fieldError(german, 'milestones'), 'Fügen Sie mindestens einen Meilenstein hinzu.')
    assert.equal(await snapshot(cast.project), before)
  })

  test('only the owner agrees, to the newest revision; a change after agreement is agreed again', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    await propose(client, cast, plan())

    for (const role of ['staff', 'member', 'viewer'] as const) {
      const refused = await agree(client, cast, { revision: '1' }, role)
      assert.equal(refused.flashMessages()?.error, 'You are not allowed to do that.', role)
    }
    const agreed = await agree(client, cast, { revision: '1' })
    agreed.assertFlashMessage(
      'success',
      'Signed. The plan is agreed; its sealed PDF is on the plan card.'
    )
    const first = await PlanRevision.findByOrFail({ projectId: cast.project.id, number: 1 })
    assert.equal(first.state, 'agreed')
    assert.equal(first.agreedById, cast.owner.id)
    assert.containsSubset(first.agreed, {
      hours: 120,
      priceMinor: 960_000,
      currency: 'EUR',
      depositPercent: 30,
      paymentDays: 14,
    })
    assert.deepEqual(
      first.agreed!.milestones.map((m) => [m.title, m.amountMinor]),
      [
        ['Design', 320_000],
        ['Build', 480_000],
        ['Launch', 160_000],
      ]
    )
    await cast.project.refresh()
    assert.equal(cast.project.planAcceptedHours, 120)

    // Revision 2: Design costs more, Launch goes, Support comes; the owner reads the differences.
    const current = (await revisions(client, cast)).current
    const keys = current.milestones.map((m: any) => m.key)
    const milestones = threeMilestones()
    const second = [
      { ...milestones[0], key: keys[0], hours: '50', amount: '4000' },
      { ...milestones[1], key: keys[1] },
      { title: 'Support', hours: '20', amount: '1600', targetDate: `${NEXT_YEAR}-06-30` },
    ]
    await propose(
      client,
      cast,
      plan({ estimationHours: '130', price: '10400', milestones: second })
    )
    const owner = await revisions(client, cast)
    assert.equal(owner.current.number, 1)
    assert.equal(owner.proposed.number, 2)
    assert.sameMembers(owner.diff.totals, ['hours', 'price'])
    assert.deepEqual(owner.diff.changed, [{ key: keys[0], fields: ['hours', 'amount'] }])
    assert.deepEqual(owner.diff.removed, [{ key: keys[2], title: 'Launch' }])
    assert.deepEqual(owner.diff.added, [owner.proposed.milestones[2].key])
    // Members see the change of hours, not of money.
    const member = await revisions(client, cast, 'member')
    assert.deepEqual(member.diff.totals, ['hours'])
    assert.deepEqual(member.diff.changed, [{ key: keys[0], fields: ['hours'] }])

    await cast.project.refresh()
    assert.isNull(cast.project.planAcceptedAt, 'the new revision waits for the owner')
    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.owner).withInertia()
    assert.isTrue(page.inertiaProps.project.can.acceptPlan)

    // A page still showing revision 1 cannot agree to it.
    const stale = await agree(client, cast, { revision: '1' })
    assert.equal(
      stale.flashMessages()?.error,
      'The plan has changed: revision 2 is waiting for you. Read it again before agreeing.'
    )
    assert.equal(
      (await PlanRevision.findByOrFail({ projectId: cast.project.id, number: 2 })).state,
      'proposed'
    )

    await agree(client, cast, { revision: '2' })
    const after = await revisions(client, cast)
    assert.equal(after.current.number, 2)
    assert.isNull(after.proposed)
    assert.deepEqual(
      after.history.map((h: any) => [h.number, h.state, h.agreedAt !== null]),
      [
        [2, 'agreed', true],
        [1, 'superseded', true],
      ]
    )
    await cast.project.refresh()
    assert.equal(cast.project.planAcceptedPriceMinor, 1_040_000)
    const types = await noticeTypes(cast)
    assert.includeMembers(types, ['plan_proposed', 'plan_accepted', 'plan_withdrawn'])
  })

  test('a plan proposed with the edit form (figures only) is agreed as a revision without milestones', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await agree(client, cast)
    const revision = await PlanRevision.findByOrFail({ projectId: cast.project.id, number: 1 })
    assert.equal(revision.state, 'agreed')
    assert.equal(revision.hours, 120)
    assert.deepEqual(revision.agreed!.milestones, [])
    const owner = await revisions(client, cast)
    assert.deepEqual(owner.current.milestones, [])
  })
})

test.group('Projects: milestones on the timeline', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function agreedAndBuilding(client: any) {
    const cast = await projectCast({ planned: false })
    const milestones = threeMilestones()
    milestones[0].targetDate = DateTime.now().minus({ days: 3 }).toISODate()!
    await propose(client, cast, plan({ milestones }))
    await agree(client, cast, { revision: '1' })
    await cast.project.merge({ status: 'in_progress' }).save()
    return cast
  }

  test('an overdue milestone shows to both sides; the next one is marked', async ({
    client,
    assert,
  }) => {
    const cast = await agreedAndBuilding(client)
    for (const role of ['owner', 'staff', 'member', 'viewer'] as const) {
      const { current } = await revisions(client, cast, role)
      assert.deepEqual(
        current.milestones.map((m: any) => [m.title, m.progress, m.overdue]),
        [
          ['Design', 'next', true],
          ['Build', 'later', false],
          ['Launch', 'later', false],
        ],
        role
      )
    }
  })

  test('the owner’s “It works” on a milestone’s build accepts it and prepares one draft invoice', async ({
    client,
    assert,
  }) => {
    const cast = await agreedAndBuilding(client)
    const { current } = await revisions(client, cast, 'staff')
    const design = current.milestones[0]

    const unknown = await client
      .post(`/projects/${cast.project.id}/build`)
      .loginAs(cast.staff)
      .header('Referer', `/projects/${cast.project.id}`)
      .withCsrfToken()
      .form({ link: 'https://preview.example.com/v1', milestone: 'not-a-milestone' })
      .redirects(0)
    assert.equal(fieldError(unknown, 'milestone'), 'Choose an open milestone of the agreed plan.')

    await client
      .post(`/projects/${cast.project.id}/build`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ link: 'https://preview.example.com/v1', milestone: design.key })
    const ownerPage = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withInertia()
    assert.equal(ownerPage.inertiaProps.project.build.milestoneKey, design.key)

    const confirmed = await client
      .post(`/projects/${cast.project.id}/build/confirm`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    confirmed.assertFlashMessage('success', 'Thank you. The build is confirmed.')
    const again = await client
      .post(`/projects/${cast.project.id}/build/confirm`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    assert.equal(again.flashMessages()?.error, 'You are not allowed to do that.')

    // The deposit's advance invoice aside (advance_invoices.spec.ts).
    const invoices = await Invoice.query()
      .where({ project_id: cast.project.id, kind: 'invoice' })
      .preload('lines')
    assert.lengthOf(invoices, 1)
    const [invoice] = invoices
    assert.equal(invoice.status, 'draft')
    assert.equal(invoice.currency, 'EUR')
    assert.equal(invoice.dueDays, 14)
    assert.equal(invoice.netMinor, 320_000)
    assert.equal(invoice.totalMinor, 393_600)
    assert.deepEqual(
      invoice.lines.map((line) => [line.description, line.unitPriceMinor, line.vatRateBp]),
      [['Milestone: Design', 320_000, 2300]]
    )

    const staff = await revisions(client, cast, 'staff')
    assert.containsSubset(staff.current.milestones[0], {
      state: 'accepted',
      progress: 'done',
      overdue: false,
      invoiceId: invoice.id,
      acceptedBy: cast.owner.fullName,
    })
    assert.equal(staff.current.milestones[1].progress, 'next')
    // The owner does not see staff's draft.
    assert.isNull((await revisions(client, cast)).current.milestones[0].invoiceId)
    assert.includeMembers(await noticeTypes(cast), ['milestone_build_ready', 'milestone_accepted'])

    const dashboard = await client.get('/dashboard').loginAs(cast.staff).withInertia()
    const ready = dashboard.inertiaProps.team.milestonesToInvoice
    assert.deepEqual(
      ready.map((m: any) => [m.title, m.invoiceId, m.amount.minor, m.projectId]),
      [['Design', invoice.id, 320_000, cast.project.id]]
    )
    assert.equal(dashboard.inertiaProps.team.counts.milestonesToInvoice, 1)

    const list = await client.get('/invoices').loginAs(cast.staff).withInertia()
    assert.isTrue(
      JSON.stringify(list.inertiaProps).includes(`"id":${invoice.id}`),
      'staff find the draft on /invoices'
    )

    // What was accepted stays: a revision dropping Design is refused beside the milestones…
    const [, build, launch] = staff.current.milestones
    const rest = threeMilestones().slice(1)
    const dropped = await propose(
      client,
      cast,
      plan({
        estimationHours: '80',
        price: '6400',
        milestones: [
          { ...rest[0], key: build.key },
          { ...rest[1], key: launch.key },
        ],
      })
    )
    assert.equal(
      fieldError(dropped, 'milestones'),
      '“Design” has been accepted: keep it with its hours and amount.'
    )
    // …and a revision keeping it carries the acceptance and its draft, without a second invoice.
    await propose(
      client,
      cast,
      plan({
        milestones: [
          { ...threeMilestones()[0], key: design.key, title: 'Design and prototype' },
          { ...rest[0], key: build.key },
          { ...rest[1], key: launch.key, targetDate: `${NEXT_YEAR}-06-30` },
        ],
      })
    )
    await agree(client, cast, { revision: '2' })
    const carried = (await revisions(client, cast, 'staff')).current
    assert.equal(carried.number, 2)
    assert.containsSubset(carried.milestones[0], {
      title: 'Design and prototype',
      state: 'accepted',
      invoiceId: invoice.id,
    })
    assert.lengthOf(
      await Invoice.query().where({ project_id: cast.project.id, kind: 'invoice' }),
      1
    )
  })

  test('the milestone notices read in each language', async ({ assert }) => {
    const notice: Notice = {
      type: 'milestone_accepted',
      params: { name: 'Clara', title: 'Design' },
    }
    const read = (locale: string) => {
      const { key, values } = noticeMessage(notice, locale)
      return i18nManager.locale(locale).t(key, values)
    }
    assert.equal(read('en'), 'Clara accepted the milestone “Design”')
    assert.equal(read('sk'), 'Clara prijal(a) míľnik „Design“')
    assert.equal(read('cs'), 'Clara přijal(a) milník „Design“')
    assert.equal(read('de'), 'Clara hat den Meilenstein „Design“ abgenommen')
  })
})
