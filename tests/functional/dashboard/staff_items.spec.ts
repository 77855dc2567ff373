import { test } from '@japa/runner'
import { visitorAlias } from '#shared/visitor_alias'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { projectWith } from '#database/factories/project_factory'
import dashboardConfig from '#config/dashboard'
import Offer from '#models/offer'
import OfferTransformer from '#transformers/offer_transformer'
import { serializer } from '#infrastructure/serializer'
import { storedTime } from '#actions/unread/unread'
import Invoice from '#models/invoice'
import { todayInZone } from '#actions/invoices/list_invoices'
import { issuedInvoice } from '../payments/payments_helpers.js'

/*
| The staff dashboard (issue 22): what needs the team first, then the workload. Only staff get
| it; a client's dashboard carries none of it. Other tests leave records behind in the shared
| database, so each test finds its own records among the rows.
*/
async function teamOf(client: any, user: User, session?: Record<string, unknown>) {
  const request = client.get('/dashboard').loginAs(user).withInertia()
  if (session) request.withSession(session)
  const response = await request
  response.assertStatus(200)
  return { team: (response.inertiaProps as any).team, session: response.session() }
}

async function conversationWith(
  messages: ('visitor' | 'staff')[],
  attributes: Partial<Conversation> = {},
  startedMinutesAgo = 30
) {
  const conversation = await Conversation.create({
    kind: 'chat',
    status: 'open',
    locale: 'en',
    unread: true,
    visitorName: `Visitor ${Math.random().toString(36).slice(2, 8)}`,
    lastActivityAt: DateTime.now(),
    ...attributes,
  })
  for (const [index, sender] of messages.entries()) {
    await ConversationMessage.create({
      conversationId: conversation.id,
      sender,
      body: `Message ${index}`,
      createdAt: DateTime.now().minus({ minutes: startedMinutesAgo - index }),
    })
  }
  return conversation
}

test.group('Dashboard: what needs the team', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a client gets no team queues; staff do', async ({ client, assert }) => {
    const customer = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    assert.isNull((await teamOf(client, customer)).team)
    const { team } = await teamOf(client, staff)
    assert.isObject(team)
    assert.isArray(team.workload)
  })

  test('conversations waiting for an answer, the longest wait first; answered and closed ones are not', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const colleague = await UserFactory.apply('staff').create()
    const customer = await UserFactory.create()
    // Older than anything other tests leave behind, so these two lead the list.
    const longest = await conversationWith(
      ['visitor', 'visitor'],
      { userId: customer.id, assignedToId: colleague.id },
      60 * 24 * 365 * 5
    )
    const shorter = await conversationWith(['visitor', 'staff', 'visitor'], {}, 60 * 24 * 365 * 4)
    const answered = await conversationWith(['visitor', 'staff'])
    const closed = await conversationWith(['visitor'], { status: 'closed' })

    const { team } = await teamOf(client, staff)
    const ids = team.waitingConversations.map((item: any) => item.id)
    assert.deepEqual(ids.slice(0, 2), [longest.id, shorter.id])
    assert.notInclude(ids, answered.id)
    assert.notInclude(ids, closed.id)
    assert.isAtLeast(team.counts.waitingConversations, 2)
    // The wait starts at the first message after the team's last answer.
    const waited = DateTime.fromISO(team.waitingConversations[1].waitingSince)
    assert.isAbove(waited.toMillis(), DateTime.now().minus({ years: 5 }).toMillis())
    // Someone who gave no name carries the inbox's made-up one, not a bare "Visitor".
    assert.deepEqual(team.waitingConversations[0].alias, visitorAlias(longest.id))
    // With their people: the client's account before the name they typed, and who answers.
    assert.deepInclude(team.waitingConversations[0], {
      name: customer.fullName,
      email: customer.email,
      assignedTo: { id: colleague.id, name: colleague.fullName },
    })
    assert.deepInclude(team.waitingConversations[1], {
      name: shorter.visitorName,
      email: null,
      assignedTo: null,
    })
  })

  test('new projects, plans overdue, builds with the client', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const days = dashboardConfig.planOverdueDays
    const fresh = await projectWith(owner, [], { attributes: { name: 'Fresh one' } })
    // The factory's `planned` state proposes the plan now: ours are dated after.
    const overdue = await projectWith(owner, [], { planned: true })
    await overdue.merge({ planProposedAt: DateTime.now().minus({ days: days + 1 }) }).save()
    const recent = await projectWith(owner, [], { planned: true })
    await recent.merge({ planProposedAt: DateTime.now().minus({ days: 1 }) }).save()
    const testing = await projectWith(owner, [], {
      attributes: {
        name: 'Under test',
        status: 'in_progress',
        buildReadyAt: DateTime.now(),
        buildLink: 'https://preview.example.com',
      },
    })

    const { team } = await teamOf(client, staff)
    const ids = (list: any[]) => list.map((project) => project.id)
    assert.isAtLeast(team.counts.newProjects, 1)
    assert.isAtLeast(team.counts.overduePlans, 1)
    assert.isAtLeast(team.counts.buildsWithClients, 1)
    // Lists show the oldest few; the counts show that ours are among them.
    const all = [
      ...ids(team.newProjects),
      ...ids(team.overduePlans),
      ...ids(team.buildsWithClients),
    ]
    assert.notInclude(ids(team.overduePlans), recent.id)
    assert.notInclude(ids(team.newProjects), testing.id)
    if (team.counts.overduePlans <= dashboardConfig.itemsPerList) {
      assert.include(ids(team.overduePlans), overdue.id)
    }
    if (team.counts.newProjects <= dashboardConfig.itemsPerList) {
      assert.include(all, fresh.id)
    }

    // None of it reaches the owner.
    assert.isNull((await teamOf(client, owner)).team)
  })

  test('offers answered since the last visit, kept for the session, gone in the next', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    staff.dashboardVisitedAt = DateTime.now().minus({ hours: 1 })
    await staff.save()
    // The factory's state sets its own answer time: ours are set after.
    const before = await OfferFactory.apply('responded').create()
    await before.merge({ respondedAt: DateTime.now().minus({ hours: 2 }) }).save()
    const since = await OfferFactory.apply('responded').create()
    await since.merge({ respondedAt: DateTime.now().minus({ minutes: 10 }) }).save()

    const first = await teamOf(client, staff)
    const subjects = (team: any) => team.answeredOffers.map((offer: any) => offer.id)
    assert.include(subjects(first.team), since.id)
    assert.notInclude(subjects(first.team), before.id)
    // Each row as the offers' own list shows it, latest answer first.
    const answered = await Offer.query()
      .where('responded_at', '>', storedTime(staff.dashboardVisitedAt!))
      .orderBy('responded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(dashboardConfig.itemsPerList)
    assert.deepEqual(
      first.team.answeredOffers,
      await serializer.serialize(OfferTransformer.transform(answered))
    )

    // A reload in the same session keeps the list...
    const reload = await teamOf(client, staff, first.session)
    assert.include(subjects(reload.team), since.id)
    // ...the next session starts from this visit.
    const next = await teamOf(client, staff)
    assert.notInclude(subjects(next.team), since.id)
  })

  test("the team's workload: open conversations assigned and active projects per person", async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const colleague = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    await conversationWith(['visitor'], { assignedToId: colleague.id })
    await conversationWith(['visitor'], { assignedToId: colleague.id })
    await conversationWith(['visitor'], { assignedToId: colleague.id, status: 'closed' })
    await projectWith(owner, [[colleague, 'member']], { attributes: { status: 'in_progress' } })
    await projectWith(owner, [[colleague, 'member']], { attributes: { status: 'completed' } })

    const { team } = await teamOf(client, staff)
    const row = team.workload.find((entry: any) => entry.id === colleague.id)
    assert.deepEqual(row, {
      id: colleague.id,
      name: colleague.fullName,
      openConversations: 2,
      activeProjects: 1,
    })
    assert.notExists(team.workload.find((entry: any) => entry.id === owner.id))
  })

  test('overdue invoices are a queue for staff, longest overdue first, linked to the filtered list; not for a client', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner, [])
    const dueIn = async (days: number) => {
      const invoice = await issuedInvoice(client, staff, project.id)
      const due = todayInZone().plus({ days }).toISODate()
      await Invoice.query().where('id', invoice.id).update({ due_date: due })
      return invoice
    }
    const late = await dueIn(-2)
    const later = await dueIn(-40)
    const notYet = await dueIn(0)

    const { team } = await teamOf(client, staff)
    const ids = team.overdueInvoices.map((invoice: any) => invoice.id)
    assert.includeMembers(ids, [later.id, late.id])
    assert.isBelow(ids.indexOf(later.id), ids.indexOf(late.id))
    assert.notInclude(ids, notYet.id)
    assert.isAtLeast(team.counts.overdueInvoices, 2)

    const mine = await client.get('/dashboard').loginAs(owner).withInertia()
    assert.isNull((mine.inertiaProps as any).team)
  })
})
