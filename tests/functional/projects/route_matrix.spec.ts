import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { MessageFactory } from '#database/factories/project_factory'
import { actor, planSignature, projectCast, ROLES, snapshot, type Cast, type Role } from './cast.js'

/*
| DESIGN.md's roles matrix over every project, member and invitation route, for staff (outside
| the project), the owner, a member, a viewer, a signed-in outsider and a guest. The routes are
| read from the router: a new route in these areas fails here until its row is written.
|
|   ok       the request does what it asks
|   login    a guest is sent to log in
|   hidden   404, as for a project that does not exist; nothing changes
|   denied   403 for a page; a form is sent back with "You are not allowed to do that."; nothing changes
|   refused  sent back with the reason (not the invited account, ...); nothing changes
*/
type Outcome = 'ok' | 'login' | 'hidden' | 'denied' | 'refused'
type Row = Record<Role, Outcome>

const AREAS = [
  'projects.',
  'project_messages.',
  'messages.',
  'project_members.',
  'project_team.',
  'project_invitations.',
  'invitations.',
  'my_invitations.',
]

const everyoneSignedIn: Row = {
  staff: 'ok',
  owner: 'ok',
  member: 'ok',
  viewer: 'ok',
  outsider: 'ok',
  guest: 'login',
}
const allInside: Row = { ...everyoneSignedIn, outsider: 'hidden' }
const ownerAndStaff: Row = { ...allInside, member: 'denied', viewer: 'denied' }
const invitedOnly: Row = {
  staff: 'refused',
  owner: 'refused',
  member: 'refused',
  viewer: 'refused',
  outsider: 'ok',
  guest: 'login',
}

const hiddenButForTheInvited: Row = {
  ...invitedOnly,
  staff: 'hidden',
  owner: 'hidden',
  member: 'hidden',
  viewer: 'hidden',
}

const MATRIX: Record<string, Row> = {
  'projects.index': everyoneSignedIn,
  'projects.create': everyoneSignedIn,
  'projects.store': everyoneSignedIn,
  'projects.show': allInside,
  'projects.edit': ownerAndStaff,
  // Members, invitations, transfer and deletion: a member or a viewer gets the forbidden page.
  'projects.settings': ownerAndStaff,
  'projects.update': ownerAndStaff,
  'projects.destroy': ownerAndStaff,
  // Staff propose a revision of the plan (plan_revisions.spec.ts); only the owner agrees to it.
  'projects.plan.propose': { ...ownerAndStaff, owner: 'denied' },
  // Only the client who owns the project agrees to the plan, by signing it.
  'projects.plan.accept': { ...ownerAndStaff, staff: 'denied' },
  // A signed revision's sealed PDF: staff and the owner (it holds the money). None is signed
  // here, so they find nothing (plan_signing.spec.ts downloads one).
  'projects.plan.pdf': { ...ownerAndStaff, staff: 'hidden', owner: 'hidden' },
  // Step 6 (builds.spec.ts walks it through): staff hand a build over while the project is being
  // built, the owner answers for a build under test; this project is still in analysis.
  'projects.build.ready': { ...ownerAndStaff, owner: 'denied', staff: 'denied' },
  'projects.build.confirm': { ...ownerAndStaff, owner: 'denied', staff: 'denied' },
  'projects.build.changes': { ...ownerAndStaff, owner: 'denied', staff: 'denied' },
  // A member mutes the project's notifications (issue 25); staff outside it have nothing to mute.
  'projects.mute': { ...allInside, staff: 'hidden' },
  'projects.unmute': { ...allInside, staff: 'hidden' },
  'projects.transfer': ownerAndStaff,
  // The reader's position in the chat (JSON): everyone who sees the project has one.
  'projects.read': allInside,
  // Members and viewers leave; the owner transfers first; staff outside have nothing to leave.
  'projects.leave': { ...allInside, staff: 'denied', owner: 'denied' },
  'project_members.update': ownerAndStaff,
  'project_members.destroy': ownerAndStaff,
  // The project's team: staff put a staff account on it (here, themselves); the owner cannot.
  'project_team.store': { ...ownerAndStaff, owner: 'denied' },
  'project_invitations.store': ownerAndStaff,
  'project_invitations.resend': ownerAndStaff,
  'project_invitations.destroy': ownerAndStaff,
  // The link's page: anyone holding it sees what it is for (and, signed in as another, that it is not theirs).
  'invitations.show': { ...everyoneSignedIn, guest: 'ok' },
  'invitations.accept': invitedOnly,
  // From the dashboard, by id: another account's invitation does not exist for them.
  'my_invitations.accept': hiddenButForTheInvited,
  'my_invitations.destroy': hiddenButForTheInvited,
  // The chat (JSON; these requests are forms, so a refusal is bouncer's redirect back).
  'project_messages.index': allInside,
  'project_messages.store': { ...allInside, viewer: 'denied' },
  // The message acted on is the member's: only they edit it; the owner and staff also delete it.
  'messages.update': { ...allInside, staff: 'denied', owner: 'denied', viewer: 'denied' },
  'messages.destroy': { ...allInside, viewer: 'denied' },
}

type AreaRoute = { name: string; pattern: string; method: string }

function areaRoutes(): AreaRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.name && AREAS.some((area) => route.name!.startsWith(area)))
    .map((route) => ({
      name: route.name!,
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
    }))
}

/* The member's chat message, for the routes that act on one. */
async function withMessage(cast: Cast) {
  const message = await MessageFactory.merge({
    projectId: cast.project.id,
    authorId: cast.member.id,
  }).create()
  return { ...cast, messageId: message.id }
}

function url(route: AreaRoute, cast: Cast & { messageId: number }) {
  const params: Record<string, string | number> = {
    id: route.name.startsWith('my_invitations.')
      ? cast.forOutsider.invitation.id
      : route.name.startsWith('messages.')
        ? cast.messageId
        : cast.project.id,
    memberId: cast.colleagueMembershipId,
    invitationId: cast.pending.invitation.id,
    token: cast.forOutsider.token,
    number: 1,
  }
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
}

function body(route: AreaRoute, cast: Cast): Record<string, unknown> {
  switch (route.name) {
    case 'projects.store':
      return { name: 'A new project' }
    case 'projects.update':
      return { name: 'Renamed project', description: 'New words' }
    case 'projects.transfer':
      return { userId: cast.member.id }
    case 'project_team.store':
      return { userId: cast.staff.id }
    case 'project_members.update':
      return { role: 'viewer' }
    case 'project_invitations.store':
      return { email: 'someone-new@example.com', role: 'member' }
    case 'projects.build.ready':
      return { link: 'https://preview.example.com' }
    case 'projects.plan.propose':
      return {
        'estimationHours': '10',
        'price': '1000',
        'currency': 'EUR',
        'depositPercent': '0',
        'paymentDays': '14',
        'milestones[0][title]': 'All of it',
        'milestones[0][hours]': '10',
        'milestones[0][amount]': '1000',
        'milestones[0][targetDate]': '2030-01-31',
      }
    case 'projects.build.changes':
    case 'project_messages.store':
    case 'messages.update':
      return { text: 'A word in the chat' }
    default:
      return {}
  }
}

test.group('Projects: route × role matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every project, member and invitation route has a row in the matrix', ({ assert }) => {
    const names = areaRoutes().map((route) => route.name)
    assert.isAbove(names.length, 15)
    assert.sameMembers(names, Object.keys(MATRIX))
  })

  test('every state change without the CSRF token is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const cast = await withMessage(await projectCast())
    const before = await snapshot(cast.project)
    const changes = areaRoutes().filter((route) => route.method !== 'get')
    assert.isAbove(changes.length, 10)
    for (const route of changes) {
      const response = await (client as any)
        [route.method](url(route, cast))
        .loginAs(
          route.name.startsWith('my_invitations.') || route.name === 'invitations.accept'
            ? cast.outsider
            : cast.owner
        )
        .form(body(route, cast))
        .redirects(0)
      assert.equal(response.status(), 302, route.name)
      assert.equal(
        response.flashMessages()?.error,
        'This page has expired. Please reload it and try again.',
        route.name
      )
    }
    assert.equal(await snapshot(cast.project), before)
  })

  // Read when the suite runs: the routes are registered by then.
  const cases = () =>
    areaRoutes().flatMap((route) =>
      ROLES.map((role) => ({ route, role, expected: MATRIX[route.name]?.[role] }))
    )

  test('{route.name} as {role}: {expected}')
    .with(cases)
    .run(async ({ client, assert }, { route, role, expected }) => {
      assert.isDefined(expected, `no matrix row for ${route.name}`)
      const cast = await withMessage(await projectCast())
      // The owner's signature carries the hash of the document the page gave them.
      const signature = route.name === 'projects.plan.accept' ? await planSignature(cast) : {}
      const before = await snapshot(cast.project)
      const user = actor(cast, role)

      let request = (client as any)[route.method](url(route, cast)).redirects(0)
      if (route.method !== 'get') {
        request = request.withCsrfToken().form({ ...body(route, cast), ...signature })
      }
      if (user) request = request.loginAs(user)
      request = request.header('Referer', '/previous-page')
      const response = await request

      const status = response.status()
      const location = response.header('location')
      const flashError = response.flashMessages()?.error

      if (expected === 'login') {
        assert.equal(status, 302)
        assert.equal(location, '/login')
      } else if (expected === 'hidden') {
        assert.equal(status, 404)
      } else if (expected === 'denied') {
        if (route.method === 'get') {
          assert.equal(status, 403)
        } else {
          assert.equal(status, 302)
          assert.equal(location, '/previous-page')
          assert.equal(flashError, 'You are not allowed to do that.')
        }
      } else if (expected === 'refused') {
        assert.equal(status, 302)
        assert.equal(location, '/previous-page')
        assert.isString(flashError)
      } else {
        assert.isBelow(status, 400)
        assert.notEqual(location, '/login')
        assert.notEqual(location, '/previous-page')
        assert.isUndefined(flashError)
      }
      if (expected !== 'ok') assert.equal(await snapshot(cast.project), before)
    })
})
