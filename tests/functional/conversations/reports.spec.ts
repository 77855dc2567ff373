import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationLabel from '#models/conversation_label'
import { UserFactory } from '#database/factories/user_factory'
import availabilityConfig from '#config/availability'
import { COOKIE, startChat } from './helpers.js'

/*
| Last week's Monday in the team's zone: every time below is a local hour of that week, so the
| figures are the opening-hour minutes worked out by hand.
*/
function lastWeek() {
  const monday = DateTime.now()
    .setZone(availabilityConfig.timeZone)
    .startOf('week')
    .minus({ weeks: 1 })
  // Stored as the app stores `DateTime.now()`: in the process's zone.
  return (day: number, hour: number, minute = 0) =>
    monday.plus({ days: day }).set({ hour, minute }).toLocal()
}

async function thread(input: {
  startedAt: DateTime
  replies: { at: DateTime; by: number }[]
  closedAt?: DateTime
  assignedToId?: number
  rating?: number
}) {
  const conversation = await Conversation.create({
    kind: 'chat',
    locale: 'en',
    status: input.closedAt ? 'closed' : 'open',
    unread: false,
    lastActivityAt: input.startedAt,
    createdAt: input.startedAt,
    closedAt: input.closedAt ?? null,
    assignedToId: input.assignedToId ?? null,
    rating: input.rating ?? null,
  })
  await ConversationMessage.create({
    conversationId: conversation.id,
    sender: 'visitor',
    body: 'Hello',
    createdAt: input.startedAt,
  })
  for (const reply of input.replies) {
    await ConversationMessage.create({
      conversationId: conversation.id,
      sender: 'staff',
      authorId: reply.by,
      body: 'Hi',
      createdAt: reply.at,
    })
  }
  return conversation
}

test.group('Inbox reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('staff only: guests log in, clients and visitors get 404 or log in', async ({ client }) => {
    const person = await UserFactory.create()
    const { token } = await startChat(client)
    for (const url of ['/inbox/reports', '/inbox/reports.csv']) {
      const guest = await client.get(url).redirects(0)
      guest.assertStatus(302)
      guest.assertHeader('location', '/login')
      const refused = await client.get(url).loginAs(person).redirects(0)
      refused.assertStatus(404)
      const visitor = await client.get(url).withCookie(COOKIE, token).redirects(0)
      visitor.assertStatus(302)
      visitor.assertHeader('location', '/login')
    }
  })

  test('first reply and resolution within opening hours, per week and member, labels and ratings, and the CSV', async ({
    client,
    assert,
  }) => {
    const at = lastWeek()
    const eva = await UserFactory.apply('staff').merge({ fullName: 'Eva Team' }).create()
    const jan = await UserFactory.apply('staff').merge({ fullName: 'Jan Team' }).create()
    const pricing = await ConversationLabel.create({ name: 'Pricing', colour: 'blue' })
    // Monday 10:00, answered 10:30 by Eva (30 min), closed Tuesday 10:00 (7 h + 1 h = 480 min).
    const quick = await thread({
      startedAt: at(0, 10),
      replies: [{ at: at(0, 10, 30), by: eva.id }],
      closedAt: at(1, 10),
      assignedToId: eva.id,
      rating: 5,
    })
    await quick.related('labels').attach([pricing.id])
    // Monday 16:30, answered Tuesday 9:30 by Jan: the night does not count (30 + 30 = 60 min).
    await thread({
      startedAt: at(0, 16, 30),
      replies: [{ at: at(1, 9, 30), by: jan.id }],
      rating: 3,
    })
    // Friday 16:00, answered Monday 9:30 of this week by Eva: the weekend adds nothing (90 min).
    await thread({ startedAt: at(4, 16), replies: [{ at: at(7, 9, 30), by: eva.id }] })
    // Saturday, never answered: counted, without a reply time.
    await thread({ startedAt: at(5, 11), replies: [] })

    const staff = eva
    const page = await client.get('/inbox/reports').loginAs(staff).withInertia()
    page.assertInertiaComponent('inbox/reports')
    const report = page.inertiaProps.report
    assert.equal(report.weeks, 4)
    assert.lengthOf(report.byWeek, 4)
    assert.deepInclude(report.totals, {
      conversations: 4,
      firstReplies: 3,
      firstReplyMedian: 60,
      firstReplyAverage: 60,
      resolved: 1,
      resolutionMedian: 480,
      rated: 2,
      ratingAverage: 4,
    })
    const week = report.byWeek.find(
      (row: any) => row.week === at(0, 12).setZone(availabilityConfig.timeZone).toISODate()
    )
    assert.deepInclude(week, { conversations: 4, firstReplies: 3, firstReplyMedian: 60 })
    const byName = Object.fromEntries(report.byMember.map((row: any) => [row.member.name, row]))
    assert.deepInclude(byName['Eva Team'], {
      firstReplies: 2,
      firstReplyMedian: 60,
      resolved: 1,
      resolutionMedian: 480,
    })
    assert.deepInclude(byName['Jan Team'], { firstReplies: 1, firstReplyMedian: 60, resolved: 0 })
    assert.deepEqual(report.byLabel, [
      { label: { id: pricing.id, name: 'Pricing', colour: 'blue' }, conversations: 1 },
    ])
    assert.equal(report.unlabelled, 3)
    assert.deepEqual(
      report.byRating.map((row: any) => [row.score, row.conversations]),
      [
        [5, 1],
        [4, 0],
        [3, 1],
        [2, 0],
        [1, 0],
      ]
    )

    // A longer period and a junk one (the default).
    const twelve = await client.get('/inbox/reports').qs({ weeks: 12 }).loginAs(staff).withInertia()
    assert.lengthOf(twelve.inertiaProps.report.byWeek, 12)
    const junk = await client
      .get('/inbox/reports')
      .qs({ weeks: '9999' })
      .loginAs(staff)
      .withInertia()
    assert.equal(junk.inertiaProps.report.weeks, 4)

    const csv = await client.get('/inbox/reports.csv').qs({ weeks: 12 }).loginAs(staff)
    csv.assertStatus(200)
    assert.match(csv.header('content-type') ?? '', /^text\/csv/)
    assert.match(
      csv.header('content-disposition') ?? '',
      /attachment; filename="inbox-report-.*\.csv"/
    )
    const lines = csv
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.equal(
      lines[0],
      'section,key,name,conversations,first_replies,first_reply_median_minutes,first_reply_average_minutes,resolved,resolution_median_minutes'
    )
    assert.match(lines[1], /^total,[\d-]+\/[\d-]+,,4,3,60,60,1,480$/)
    assert.include(lines, `member,${eva.id},Eva Team,2,2,60,60,1,480`)
    assert.include(lines, `label,${pricing.id},Pricing,1,,,,,`)
    assert.include(lines, 'rating,5,,1,,,,,')
    assert.lengthOf(
      lines.filter((line) => line.startsWith('week,')),
      12
    )
  })

  test('a name that looks like a formula is written as text in the CSV', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    await ConversationLabel.create({ name: '=HYPERLINK("x")', colour: 'red' })
    const csv = await client.get('/inbox/reports.csv').loginAs(staff)
    assert.include(csv.text(), `"'=HYPERLINK(""x"")"`)
  })
})
