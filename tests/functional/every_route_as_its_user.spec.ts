import { test } from '@japa/runner'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import Conversation from '#models/conversation'
import SavedReply from '#models/saved_reply'
import OfferTemplate from '#models/offer_template'
import ConversationLabel from '#models/conversation_label'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { invitationTo, MessageFactory, projectWith } from '#database/factories/project_factory'
import { PASSWORD_CONFIRMED_KEY } from '#infrastructure/session_keys'
import {
  anyValue,
  encoding,
  RAW_KEY,
  send,
  sendMultipart,
  shownMessages,
} from '#tests/helpers/hostile_input'
import { tmpUploads } from '#tests/helpers/upload_tmp'
import { COOKIE, startChat } from '#tests/functional/conversations/helpers'

/*
| Hostile input sent to every state-changing route AS THE ONE WHO MAY USE IT, so it gets past
| the login, the policy and the record lookup to the validators and actions behind them (the
| generated fuzz in every_route_bad_input.spec.ts mostly meets 404s and refusals): staff for the
| offers and the inbox, the owner for a project (a member for what members do), the invited
| account for an invitation, a visitor holding a conversation for the chat panel, a client for
| their own conversation and an offer sent to them, the recipient's token for the online offer. The routes and who uses
| them are read from the router and the routes' names, so a new route is fuzzed by default; one
| that cannot be is listed in SKIPPED with the reason. The bodies: wrong types, huge strings,
| arrays for strings, nested objects, NaN, Infinity, negative and huge numbers, Unicode junk,
| missing fields, and ids of other people's records. Never a 5xx, never an untranslated message.
*/
type Route = { name: string; pattern: string; method: string; middleware: string[] }
type Actor = 'guest' | 'staff' | 'owner' | 'member' | 'outsider' | 'client' | 'visitor'

export const SKIPPED: Record<string, string> = {
  'pusher.events': 'signed with the app secret instead of a session: pusher_http_api.spec.ts',
  'pusher.batch_events': 'signed with the app secret instead of a session: pusher_http_api.spec.ts',
}

/*
| Who may use a route, by its area. A route in a new area is sent by a signed-in client when it
| sits behind `auth`, by a guest otherwise: fuzzed either way, and worth a line here.
*/
function actorOf(route: Route): Actor {
  const { name, middleware } = route
  if (middleware.includes('guest') || name.startsWith('offer_view.')) return 'guest'
  if (
    name.startsWith('offers.') ||
    name.startsWith('inbox.') ||
    name.startsWith('team.') ||
    name.startsWith('invoices.')
  ) {
    return 'staff'
  }
  // The project's team is chosen by staff: the fuzz reaches its validator and action.
  if (name.startsWith('project_team.')) return 'staff'
  // Staff propose the plan: the fuzz reaches its validator and the milestones' sums.
  if (name === 'projects.plan.propose') return 'staff'
  if (name === 'projects.leave' || name.startsWith('messages.')) return 'member'
  if (name.startsWith('my_invitations.') || name === 'invitations.accept') return 'outsider'
  if (name.startsWith('chat_panel.')) return 'visitor'
  if (name.startsWith('conversations.')) return 'client'
  if (name.startsWith('project') || name === 'broadcasting.auth') return 'owner'
  return middleware.includes('auth') ? 'client' : 'guest'
}

function stateChanges(): Route[] {
  return allRoutes().filter((route) => route.method !== 'get')
}

function allRoutes(): Route[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => !route.pattern.startsWith('/__test'))
    .map((route) => ({
      name: route.name ?? route.pattern,
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
      middleware: [...route.middleware.all()]
        .map((entry) => (entry as { name?: string }).name)
        .filter((name): name is string => Boolean(name)),
    }))
}

/* The people of every route's world. */
async function people() {
  const [owner, member, viewer, colleague, outsider, client] = await UserFactory.createMany(6)
  const staff = await UserFactory.apply('staff').create()
  return { owner, member, viewer, colleague, outsider, client, staff }
}
type People = Awaited<ReturnType<typeof people>>

/*
| The records a route acts on, fresh for each route (a route may delete or hand them over):
| a project with its members, invitations and a member's message, someone else's project and
| message, a draft and a sent offer, a visitor's conversation and a client's.
*/
async function world(http: ApiClient, who: People) {
  const project = await projectWith(who.owner, [
    [who.member, 'member'],
    [who.viewer, 'viewer'],
    [who.colleague, 'member'],
  ])
  const pending = await invitationTo(project, `pending-${project.id}@example.com`, {
    invitedById: who.owner.id,
  })
  const forOutsider = await invitationTo(project, who.outsider.email, { invitedById: who.owner.id })
  const colleague = await ProjectMember.findByOrFail({
    projectId: project.id,
    userId: who.colleague.id,
  })
  const message = await MessageFactory.merge({
    projectId: project.id,
    authorId: who.member.id,
  }).create()
  const elsewhere = await projectWith(who.outsider)
  const foreignMessage = await MessageFactory.merge({
    projectId: elsewhere.id,
    authorId: who.outsider.id,
  }).create()
  const draft = await OfferFactory.create()
  const sent = await OfferFactory.apply('sent').create()
  // An offer sent to the client's own address: theirs to answer under /proposals.
  const received = await OfferFactory.apply('sent').merge({ email: who.client.email }).create()
  const visitor = await startChat(http)
  const started = await http.post('/conversations').loginAs(who.client).withCsrfToken().redirects(0)
  const clientConversation = Number(started.header('location')?.split('/').pop())
  const visitorConversation = await Conversation.query()
    .whereNull('user_id')
    .orderBy('id', 'desc')
    .firstOrFail()
  const savedReply = await SavedReply.create({
    title: 'Prices',
    body: 'Our prices start at 2,000 EUR.',
    locale: 'en',
    createdById: who.staff.id,
  })
  const label = await ConversationLabel.create({ name: `Pricing ${project.id}`, colour: 'blue' })
  const offerTemplate = await OfferTemplate.create({ name: 'Website', locale: 'sk' })
  return {
    savedReply,
    offerTemplate,
    label,
    project,
    pending,
    forOutsider,
    colleagueMembershipId: colleague.id,
    message,
    elsewhere,
    foreignMessage,
    draft,
    sent,
    received,
    visitorToken: visitor.token,
    visitorConversation: visitorConversation.id,
    clientConversation,
    // The back office acts on an account: someone else's, never the staff member's own.
    person: who.colleague.id,
    // ...and the staff member's own, which the back office refuses to change.
    ownAccount: who.staff.id,
  }
}
type World = Awaited<ReturnType<typeof world>>

/*
| A route's parameters: the records its user may act on (`own`), someone else's (`foreign`:
| another project, its message, a conversation that is not theirs), or junk.
*/
type Target = 'own' | 'foreign' | 'junk'
const JUNK_IDS = ['0', '-1', '1e309', '99999999999999999999', 'abc', '%00', '%F0%9F%98%80', '1.5']

function pathOf(
  route: Route,
  records: World,
  offer: 'draft' | 'sent',
  target: Target,
  junk: string
) {
  const { name } = route
  const foreign = target === 'foreign'
  const ids: Record<string, string | number> = {
    id: name.startsWith('offers.templates.')
      ? records.offerTemplate.id
      : name.startsWith('offers.')
        ? records[offer].id
        : name.startsWith('received_offers.')
          ? foreign
            ? records.sent.id
            : records.received.id
          : name.startsWith('team.')
            ? foreign
              ? records.ownAccount
              : records.person
            : name.startsWith('inbox.replies.')
              ? records.savedReply.id
              : name.startsWith('inbox.labels.')
                ? records.label.id
                : name.startsWith('inbox.')
                  ? foreign
                    ? records.clientConversation
                    : records.visitorConversation
                  : name.startsWith('conversations.')
                    ? foreign
                      ? records.visitorConversation
                      : records.clientConversation
                    : name.startsWith('messages.')
                      ? foreign
                        ? records.foreignMessage.id
                        : records.message.id
                      : name.startsWith('my_invitations.')
                        ? foreign
                          ? records.pending.invitation.id
                          : records.forOutsider.invitation.id
                        : foreign
                          ? records.elsewhere.id
                          : records.project.id,
    memberId: records.colleagueMembershipId,
    invitationId: records.pending.invitation.id,
    token: name.startsWith('offer_view.') ? records.sent.viewToken : records.forOutsider.token,
  }
  return route.pattern.replace(/:(\w+)\??/g, (_, param: string) =>
    target === 'junk' ? junk : encodeURIComponent(String(ids[param] ?? records.project.id))
  )
}

/*
| The query: a language asked for, a spoofed method (forms may post `?_method=`), and the same
| names as arrays or objects, which a query string can carry too.
*/
const query = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom('lang', '_method', 'page', 'q'),
      fc.oneof(
        fc.constantFrom('sk', 'xx', 'PUT', 'PATCH', 'DELETE', 'GET', ''),
        fc.string({ maxLength: 12 })
      ),
      { maxKeys: 2 }
    )
    .map((values) => new URLSearchParams(values).toString()),
  fc.constantFrom(
    'lang[]=sk&lang[]=cs',
    'lang[x]=1',
    '_method[]=DELETE',
    '_method=DELETE&_method=PUT',
    'page=1e309',
    'lang=%00',
    'lang=%E0%A4%A'
  )
)

/* Every field a validator or controller reads (app/validators, request.input). */
const FIELDS = [
  '_method',
  'acceptTerms',
  'after',
  'answer',
  'assignedToId',
  'before',
  'changedSince',
  'channel_name',
  'clientKey',
  'code',
  'colour',
  'comment',
  'consent',
  'content',
  'currency',
  'currentPassword',
  'depositPercent',
  'description',
  'email',
  'emailUnreadMessages',
  'estimationHours',
  'fullName',
  'greeting',
  'intent',
  'label',
  'labelIds',
  'lastId',
  'locale',
  'message',
  'messageId',
  'milestone',
  'milestones',
  'name',
  'page',
  'password',
  'passwordConfirmation',
  'paymentDays',
  'price',
  'progress',
  'rating',
  'ratingEnabled',
  'recoveryCode',
  'remember',
  'replyToId',
  'revision',
  'role',
  'salutation',
  'socket_id',
  'status',
  'subject',
  'text',
  'token',
  'userId',
  'website',
]

/* Values of the right shape that name the wrong thing: someone else's records, odd numbers. */
function plausible(records: World, who: People) {
  return fc.oneof(
    fc.constantFrom(
      records.foreignMessage.id,
      records.elsewhere.id,
      who.outsider.id,
      who.client.id,
      who.member.id,
      records.message.id,
      String(records.foreignMessage.id),
      String(who.outsider.id),
      'NaN',
      'Infinity',
      '-Infinity',
      '-1',
      '0',
      '1e309',
      '9007199254740993',
      '2147483648',
      '0x10',
      ' 7 ',
      -1,
      0,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER,
      1e308,
      -0,
      0.5
    ),
    fc.constantFrom(
      'owner',
      'member',
      'viewer',
      'admin',
      'interested',
      'not_now',
      'send',
      'draft',
      'open',
      'closed',
      'sk',
      'xx',
      'EUR',
      'private-user.1',
      `presence-project.${records.elsewhere.id}`,
      '1234.5678',
      '00000000-0000-4000-8000-000000000000',
      who.outsider.email,
      'ÅÄÖ𝔘𝔫𝔦\u202e\u200b\ufeff'
    )
  )
}

function bodyOf(records: World, who: People) {
  return fc.dictionary(
    fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 5 }, fc.string({ maxLength: 8 })),
    fc.oneof({ arbitrary: anyValue, weight: 3 }, { arbitrary: plausible(records, who), weight: 2 }),
    { maxKeys: 7 }
  )
}

function requestAs(http: ApiClient, route: Route, path: string, actor: Actor, context: Context) {
  let request = (http as any)[route.method](path)
  if (actor === 'visitor') request = request.withCookie(COOKIE, context.records.visitorToken)
  else if (actor !== 'guest') request = request.loginAs(context.who[actor] as User)
  if (route.middleware.includes('confirmPassword')) {
    request = request.withSession({ [PASSWORD_CONFIRMED_KEY]: Date.now() })
  }
  return request
}
type Context = { who: People; records: World }

/*
| Cases the fuzz found that once answered 500, kept so they are sent every run:
| [route name, body, encoding].
*/
export const FOUND: [string, Record<string, unknown>, string, string?][] = [
  // The framework's method spoofing upper-cased `_method` whatever it was: a TypeError, a 500
  // on every POST route (app/middleware/method_spoofing_middleware.ts). All but the form body
  // (which answered 302) were 500s before the fix.
  ['offers.store', {}, 'form', '_method[]=DELETE'],
  ['inbox.reply', {}, 'json', '_method[x]=PUT'],
  ['offer_view.answer', { _method: ['DELETE'] }, 'form'],
  ['chat_panel.store', { _method: { a: 'PUT' } }, 'json-api'],
]

async function expectNoServerError(
  assert: any,
  http: ApiClient,
  route: Route,
  context: Context,
  input: {
    fields: Record<string, unknown>
    how: string
    offer?: 'draft' | 'sent'
    target?: Target
    junk?: string
    search?: string
  }
) {
  const { fields, how } = input
  const actor = actorOf(route)
  const qs = input.search ?? ''
  const path =
    pathOf(
      route,
      context.records,
      input.offer ?? 'sent',
      input.target ?? 'own',
      input.junk ?? '0'
    ) + (qs ? `?${qs}` : '')
  const response = await send(requestAs(http, route, path, actor, context), fields, how)
  const label = `${route.method.toUpperCase()} ${path} (${route.name}) as ${actor} (${how}): ${JSON.stringify(fields).slice(0, 300)}`
  assert.isBelow(response.status(), 500, label)
  for (const message of shownMessages(response)) assert.notMatch(message, RAW_KEY, label)
}

/* Runs per route; FUZZ_RUNS=200 for a longer hunt, FUZZ_ROUTE=offers.store for one route. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16)
const ONLY = process.env.FUZZ_ROUTE

test.group('Every route: hostile input as the one who may use it', (group) => {
  // The people outlive each test's transaction: hashing 7 passwords per route is most of the time.
  let who: People
  group.setup(async () => {
    who = await people()
    return async () => {
      await User.query()
        .whereIn(
          'id',
          Object.values(who).map((user) => user.id)
        )
        .delete()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })
  group.each.teardown(() => limiter.clear())

  test('every state change is fuzzed or skipped with a reason', ({ assert }) => {
    const names = stateChanges().map((route) => route.name)
    assert.isAbove(names.length, 50)
    for (const name of Object.keys(SKIPPED)) assert.include(names, name, `${name} is not a route`)
    assert.includeMembers(
      names.filter((name) => !SKIPPED[name]),
      [
        'offers.store',
        'offers.update',
        'offers.preview',
        'inbox.reply',
        'inbox.update',
        'inbox.notes.store',
        'inbox.replies.store',
        'inbox.replies.update',
        'inbox.labels.store',
        'inbox.labels.update',
        'inbox.labels.destroy',
        'inbox.conversation_labels.update',
        'chat_panel.rating',
        'conversations.rating',
        'offer_view.answer',
        'project_members.update',
        'projects.transfer',
        'projects.leave',
        'conversations.messages.store',
        'chat_panel.store',
        'chat_panel.update',
        'chat_panel.read',
      ]
    )
  })

  test('the cases found before are answered without a server error', async ({ client, assert }) => {
    const routes = new Map(stateChanges().map((route) => [route.name, route]))
    for (const [name, fields, how, search] of FOUND) {
      const route = routes.get(name)
      assert.isDefined(route, name)
      const records = await world(client, who)
      await expectNoServerError(assert, client, route!, { who, records }, { fields, how, search })
      await limiter.clear()
    }
  }).timeout(120_000)

  test('{$self}: never a 5xx, never an untranslated message, no temporary file left')
    .with(() =>
      stateChanges()
        .filter((route) => !SKIPPED[route.name])
        .filter((route) => !ONLY || route.name === ONLY)
        .map((route) => route.name)
    )
    .run(async ({ client, assert }, name) => {
      const route = stateChanges().find((candidate) => candidate.name === name)!
      const records = await world(client, who)
      const context = { who, records }
      await fc.assert(
        fc.asyncProperty(
          bodyOf(records, who),
          encoding,
          fc.constantFrom<'draft' | 'sent'>('draft', 'sent'),
          fc.oneof(
            { arbitrary: fc.constant<Target>('own'), weight: 6 },
            { arbitrary: fc.constantFrom<Target>('foreign', 'junk'), weight: 1 }
          ),
          fc.constantFrom(...JUNK_IDS),
          query,
          async (fields, how, offer, target, junk, search) => {
            await expectNoServerError(assert, client, route, context, {
              fields,
              how,
              offer,
              target,
              junk,
              search,
            })
          }
        ),
        { numRuns: RUNS }
      )
      // A multipart body with a file, as its user: the routes that take a file read it past the
      // policy; whatever the answer, nothing stays in the temporary folder.
      if (['post', 'put', 'patch'].includes(route.method)) {
        const before = await tmpUploads()
        const path = pathOf(route, records, 'sent', 'own', '0')
        const actor = actorOf(route)
        const response = await sendMultipart(requestAs(client, route, path, actor, context), {
          text: 'hello',
          purpose: 'message',
          clientKey: 'multipart-1',
        })
        const label = `${route.method.toUpperCase()} ${path} (${route.name}) as ${actor} (multipart)`
        assert.isBelow(response.status(), 500, label)
        for (const message of shownMessages(response)) assert.notMatch(message, RAW_KEY, label)
        assert.deepEqual(await tmpUploads(), before, label)
      }
    })
    .timeout(120_000)
})

/*
| A deactivated account's session gets nothing: not a page, not a change, not a channel. Sent as
| deactivated staff (the account that had every right), with the CSRF token and a confirmed
| password, to every route behind `auth`, with the records a staff member may act on.
*/
test.group('Every route: a deactivated account', (group) => {
  let who: People
  group.setup(async () => {
    who = await people()
    return async () => {
      await User.query()
        .whereIn(
          'id',
          Object.values(who).map((user) => user.id)
        )
        .delete()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })
  group.each.teardown(() => limiter.clear())

  test('{$self}: sent to log in, or 401 for a script')
    .with(() =>
      allRoutes()
        .filter((route) => route.middleware.includes('auth'))
        .map((route) => route.name)
    )
    .run(async ({ client, assert }, name) => {
      const route = allRoutes().find((candidate) => candidate.name === name)!
      const records = await world(client, who)
      const deactivated = await UserFactory.apply('staff').apply('deactivated').create()
      const path = pathOf(route, records, 'sent', 'own', '0')
      for (const accept of ['html', 'json']) {
        let request = (client as any)
          [route.method](path)
          .loginAs(deactivated)
          .withSession({ [PASSWORD_CONFIRMED_KEY]: Date.now() })
          .accept(accept)
          .redirects(0)
        if (route.method !== 'get') request = request.withCsrfToken()
        const response = await request
        const label = `${route.method.toUpperCase()} ${path} (${name}) as ${accept}`
        if (accept === 'json') assert.equal(response.status(), 401, label)
        else assert.equal(response.header('location'), '/login', label)
      }
    })
    .timeout(60_000)

  test('the real-time channels are refused to it', async ({ client, assert }) => {
    const deactivated = await UserFactory.apply('staff').apply('deactivated').create()
    const records = await world(client, who)
    for (const channel of [
      `private-user.${deactivated.id}`,
      `presence-project.${records.project.id}`,
    ]) {
      const response = await client
        .post('/broadcasting/auth')
        .loginAs(deactivated)
        .withCsrfToken()
        .json({ socket_id: '1234.5678', channel_name: channel })
      assert.include([401, 403], response.status(), channel)
    }
  })
})
