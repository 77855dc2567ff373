import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import Message from '#models/message'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, projectWith } from '#database/factories/project_factory'
import dashboardConfig from '#config/dashboard'
import Invoice from '#models/invoice'
import { todayInZone } from '#actions/invoices/list_invoices'
import { inPaymentTransaction, recordPayment } from '#actions/payments/record_payment'
import { issuedInvoice } from '../payments/payments_helpers.js'
import i18nManager from '@adonisjs/i18n/services/main'
import { agreeToPlan, proposePlan } from '#actions/projects/plan_revisions'
import { confirmBuild, markBuildReady } from '#actions/projects/review_build'

/*
| The client's dashboard leads with what needs them (issue 21): each item shown to the person
| who can act on it, and to nobody else.
*/
async function dashboardOf(client: any, user: any) {
  const response = await client.get('/dashboard').loginAs(user).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as any
}

const names = (list: { name: string }[]) => list.map((project) => project.name)

test.group('Dashboard: what needs the client', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a plan waiting is offered to its owner to agree to, with its figures; not to a member or an outsider', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const outsider = await UserFactory.create()
    await projectWith(owner, [[member, 'member']], {
      planned: true,
      attributes: { name: 'Website redesign' },
    })
    await projectWith(owner, [], { planned: true, attributes: { name: 'Agreed already' } }).then(
      (project) => project.merge({ planAcceptedAt: DateTime.now() }).save()
    )

    const mine = await dashboardOf(client, owner)
    assert.deepEqual(names(mine.plansToAgree), ['Website redesign'])
    assert.equal(mine.plansToAgree[0].plan.estimationHours, 120)
    assert.deepEqual(mine.plansToAgree[0].plan.price, { minor: 960_000, currency: 'EUR' })
    assert.equal(mine.counts.plansToAgree, 1)

    for (const other of [member, outsider]) {
      const theirs = await dashboardOf(client, other)
      assert.lengthOf(theirs.plansToAgree, 0)
      assert.equal(theirs.counts.plansToAgree, 0)
    }
  })

  test('a build ready for testing is for its owner only; a confirmed one is gone', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const building = {
      status: 'in_progress' as const,
      buildReadyAt: DateTime.now(),
      buildLink: 'https://preview.example.com',
    }
    await projectWith(owner, [[member, 'member']], {
      attributes: { name: 'Shop app', ...building },
    })
    await projectWith(owner, [], {
      attributes: { name: 'Confirmed', ...building, buildConfirmedAt: DateTime.now() },
    })

    const mine = await dashboardOf(client, owner)
    assert.deepEqual(names(mine.buildsToTest), ['Shop app'])
    assert.equal(mine.buildsToTest[0].build.link, 'https://preview.example.com')
    assert.lengthOf((await dashboardOf(client, member)).buildsToTest, 0)
    assert.lengthOf((await dashboardOf(client, staff)).buildsToTest, 0)
  })

  test('a build handed over for a milestone is that milestone waiting for its owner’s acceptance; gone once accepted', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(owner, [[member, 'member']], {
      attributes: { name: 'Booking app' },
    })
    const year = DateTime.now().plus({ years: 1 }).year
    await proposePlan(
      staff,
      project.id,
      {
        estimationHours: 50,
        price: 400_000,
        currency: 'EUR',
        depositPercent: 0,
        paymentDays: 14,
        milestones: [
          { title: 'Design', hours: 20, amount: 160_000, targetDate: `${year}-02-15` },
          { title: 'Build', hours: 30, amount: 240_000, targetDate: `${year}-04-30` },
        ],
      },
      i18nManager.locale('en')
    )
    await agreeToPlan(owner, project.id, 1)
    await project.merge({ status: 'in_progress' }).save()
    const before = await dashboardOf(client, owner)
    assert.lengthOf(before.buildsToTest, 0)

    const staffPage = await client.get(`/projects/${project.id}`).loginAs(staff).withInertia()
    const design = staffPage.inertiaProps.revisions.current.milestones[0]
    await markBuildReady(staff, project.id, {
      link: 'https://preview.example.com/design',
      milestone: design.key,
    })
    const mine = await dashboardOf(client, owner)
    assert.deepEqual(names(mine.buildsToTest), ['Booking app'])
    assert.equal(mine.buildsToTest[0].build.milestone, 'Design')
    assert.equal(mine.counts.buildsToTest, 1)
    assert.lengthOf((await dashboardOf(client, member)).buildsToTest, 0)

    // A build for no milestone names none.
    await markBuildReady(staff, project.id, { link: 'https://preview.example.com/fix' })
    assert.isNull((await dashboardOf(client, owner)).buildsToTest[0].build.milestone)

    await markBuildReady(staff, project.id, {
      link: 'https://preview.example.com/design-2',
      milestone: design.key,
    })
    await confirmBuild(owner, project.id)
    const after = await dashboardOf(client, owner)
    assert.lengthOf(after.buildsToTest, 0)
    assert.equal(after.counts.buildsToTest, 0)
  })

  test('an invitation is shown to the invited address only', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const invited = await UserFactory.create()
    const project = await projectWith(owner, [], { attributes: { name: 'Joined later' } })
    await invitationTo(project, invited.email, { invitedById: owner.id, role: 'viewer' })
    const expired = await projectWith(owner, [], { attributes: { name: 'Too late' } })
    await invitationTo(expired, invited.email, { expiresAt: DateTime.now().minus({ hours: 1 }) })

    const theirs = await dashboardOf(client, invited)
    assert.deepEqual(
      theirs.invitations.map((invitation: any) => invitation.projectName),
      ['Joined later']
    )
    assert.containsSubset(theirs.invitations[0], {
      projectId: project.id,
      invitedBy: owner.fullName,
      role: 'viewer',
    })
    assert.equal(theirs.counts.invitations, 1)
    assert.lengthOf((await dashboardOf(client, owner)).invitations, 0)
  })

  test('unread messages in a project are listed for the member who has not read them', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const outsider = await UserFactory.create()
    const project = await projectWith(owner, [[member, 'member']], {
      attributes: { name: 'Chatty' },
    })
    await Message.createMany([
      { projectId: project.id, authorId: owner.id, body: 'One' },
      { projectId: project.id, authorId: owner.id, body: 'Two' },
    ])

    const theirs = await dashboardOf(client, member)
    assert.deepEqual(names(theirs.unreadProjects), ['Chatty'])
    assert.equal(theirs.unreadProjects[0].unreadCount, 2)
    assert.equal(theirs.counts.unreadProjects, 1)
    // The author has nothing unread; an outsider does not see the project at all.
    assert.lengthOf((await dashboardOf(client, owner)).unreadProjects, 0)
    assert.lengthOf((await dashboardOf(client, outsider)).unreadProjects, 0)

    // Reading the chat clears it.
    await client.get(`/projects/${project.id}`).loginAs(member).withInertia()
    assert.lengthOf((await dashboardOf(client, member)).unreadProjects, 0)
  })

  test("the team's reply in the client's conversation is listed until the client opens it", async ({
    client,
    assert,
  }) => {
    const customer = await UserFactory.create()
    const other = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const conversation = await Conversation.create({
      kind: 'chat',
      status: 'open',
      userId: customer.id,
      locale: 'en',
      unread: false,
      lastActivityAt: DateTime.now(),
    })
    await ConversationMessage.createMany([
      { conversationId: conversation.id, sender: 'visitor', authorId: customer.id, body: 'Hi' },
      { conversationId: conversation.id, sender: 'staff', authorId: staff.id, body: 'Hello!' },
    ])

    const theirs = await dashboardOf(client, customer)
    assert.deepEqual(
      theirs.unreadConversations.map((item: any) => item.id),
      [conversation.id]
    )
    assert.lengthOf((await dashboardOf(client, other)).unreadConversations, 0)

    await client.get(`/conversations/${conversation.id}`).loginAs(customer).withInertia()
    assert.lengthOf((await dashboardOf(client, customer)).unreadConversations, 0)
  })

  test("the client's conversations and those with an unseen reply: the first few each, latest activity first", async ({
    client,
    assert,
  }) => {
    const customer = await UserFactory.create()
    const other = await UserFactory.create()
    const staff = await UserFactory.apply('staff').create()
    const start = DateTime.fromISO('2026-01-01T10:00:00Z')
    const chat = async (hoursLater: number, replied: boolean, extra: Record<string, any> = {}) => {
      const conversation = await Conversation.create({
        kind: 'chat',
        status: 'open',
        userId: customer.id,
        locale: 'en',
        unread: false,
        lastActivityAt: start.plus({ hours: hoursLater }),
        ...extra,
      })
      await ConversationMessage.create({
        conversationId: conversation.id,
        sender: 'visitor',
        authorId: customer.id,
        body: 'Hi',
      })
      if (replied) {
        await ConversationMessage.create({
          conversationId: conversation.id,
          sender: 'staff',
          authorId: staff.id,
          body: 'Hello!',
        })
      }
      return conversation
    }
    // Eight chats (two at the same time), six with a reply; a blocked one and someone else's.
    const chats = [
      await chat(1, true),
      await chat(2, false),
      await chat(3, true),
      await chat(3, true),
      await chat(5, true),
      await chat(6, false),
      await chat(7, true),
      await chat(8, true),
    ]
    await chat(9, true, { blockedAt: DateTime.now() })
    await chat(10, true, { userId: other.id })

    const latestFirst = (list: Conversation[]) =>
      list
        .sort((a, b) => b.lastActivityAt.toMillis() - a.lastActivityAt.toMillis() || b.id - a.id)
        .slice(0, dashboardConfig.itemsPerList)
        .map((conversation) => conversation.id)
    const replied = [0, 2, 3, 4, 6, 7].map((index) => chats[index])
    const theirs = await dashboardOf(client, customer)
    assert.deepEqual(
      theirs.conversations.map((item: any) => item.id),
      latestFirst([...chats])
    )
    assert.deepEqual(
      theirs.unreadConversations.map((item: any) => item.id),
      latestFirst(replied)
    )
    assert.equal(theirs.counts.unreadConversations, replied.length)
    const latest = await Conversation.findOrFail(chats[7].id)
    assert.deepEqual(theirs.conversations[0], {
      id: latest.id,
      status: 'open',
      name: latest.visitorName,
      email: latest.visitorEmail,
      createdAt: latest.createdAt.toISO(),
      lastActivityAt: latest.lastActivityAt.toISO(),
      // Open, so not yet offered to be rated.
      rating: null,
      ratingComment: null,
      ratingOffered: false,
    })
  })

  test('each list shows its first few in its own order; the count says how many; a project may be in several', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const teammate = await UserFactory.create()
    const total = dashboardConfig.itemsPerList + 2
    // Plan n was proposed n days ago and last active n hours ago; odd ones have news unread.
    for (let n = 1; n <= total; n++) {
      const project = await projectWith(owner, [[teammate, 'member']], {
        planned: true,
        attributes: { name: `Plan ${n}` },
      })
      if (n % 2 === 1) {
        await Message.create({ projectId: project.id, authorId: teammate.id, body: `News ${n}` })
      }
      await project
        .merge({
          planProposedAt: DateTime.now().minus({ days: n }),
          lastActivityAt: DateTime.now().minus({ hours: n }),
        })
        .save()
    }
    const shown = dashboardConfig.itemsPerList
    const plan = (n: number) => `Plan ${n}`
    const range = (from: number, step: number, count: number) =>
      Array.from({ length: count }, (_, index) => from + index * step)

    const mine = await dashboardOf(client, owner)
    // Longest waiting first.
    assert.deepEqual(names(mine.plansToAgree), range(total, -1, shown).map(plan))
    assert.equal(mine.counts.plansToAgree, total)
    // Most recently active first.
    assert.deepEqual(names(mine.recentProjects), range(1, 1, shown).map(plan))
    assert.deepEqual(names(mine.unreadProjects), range(1, 2, 4).map(plan))
    assert.equal(mine.counts.unreadProjects, 4)
    // The same project in two lists carries the same figures in both.
    const inBoth = mine.unreadProjects[0]
    assert.equal(inBoth.unreadCount, 1)
    assert.deepEqual(
      mine.recentProjects.find((project: { id: number }) => project.id === inBoth.id),
      inBoth
    )
  })

  test('recent projects say what comes next; the counters are still there', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await projectWith(owner, [], { planned: true, attributes: { name: 'Planned' } })
    const props = await dashboardOf(client, owner)
    assert.equal(props.recentProjects[0].nextStep, 'plan_accepted')
    assert.include(props.counts, { totalProjects: 1, ownedProjects: 1, messagesSent: 0 })
    assert.isNull(props.team)
  })

  test('a new account without projects is welcomed with the first two steps, not zeros', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: 'Nora New' }).create()
    const response = await client.get('/dashboard').loginAs(user)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Start your first project')
    assert.include(html, 'Create a project')
    assert.include(html, 'Tell us about it')
    assert.notInclude(html, 'Needs your attention')
  })

  test('an invoice due within a week or overdue is put before its owner, overdue first; not a paid one, not a later one, not to another client', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const member = await UserFactory.create()
    const other = await UserFactory.create()
    const project = await projectWith(owner, [[member, 'member']], {
      attributes: { name: 'Billing' },
    })
    const elsewhere = await projectWith(other, [], { attributes: { name: 'Elsewhere' } })
    const dueIn = async (projectId: number, days: number) => {
      const invoice = await issuedInvoice(client, staff, projectId)
      const due = todayInZone().plus({ days }).toISODate()
      await Invoice.query().where('id', invoice.id).update({ due_date: due })
      return Invoice.findOrFail(invoice.id)
    }
    const soon = await dueIn(project.id, 3)
    const overdue = await dueIn(project.id, -4)
    await dueIn(project.id, 20)
    const paid = await dueIn(project.id, 1)
    await inPaymentTransaction((trx) =>
      recordPayment(
        trx,
        paid.id,
        {
          reference: 'bank:test:dashboard',
          method: 'bank',
          amountMinor: paid.totalMinor,
          currency: paid.currency,
          paidOn: todayInZone().toISODate()!,
        },
        { strict: false }
      )
    )
    const theirs = await dueIn(elsewhere.id, 2)

    const mine = await dashboardOf(client, owner)
    assert.deepEqual(
      mine.invoicesDue.map((invoice: any) => [invoice.number, invoice.status, invoice.dueDate]),
      [
        [overdue.number, 'overdue', overdue.dueDate!.toISODate()],
        [soon.number, 'issued', soon.dueDate!.toISODate()],
      ]
    )
    assert.equal(mine.invoicesDue[0].projectName, 'Billing')
    assert.equal(mine.counts.invoicesDue, 2)

    const others = await dashboardOf(client, other)
    assert.deepEqual(
      others.invoicesDue.map((invoice: any) => invoice.id),
      [theirs.id]
    )
    // A member of the project does not see its money (InvoicePolicy).
    const members = await dashboardOf(client, member)
    assert.lengthOf(members.invoicesDue, 0)
    assert.equal(members.counts.invoicesDue, 0)
  })
})
