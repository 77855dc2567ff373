import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ProjectMember from '#models/project_member'
import Message from '#models/message'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory } from '#database/factories/project_factory'
import { unreadCounts } from '#actions/unread/unread'
import { fieldError } from '#tests/helpers/field_errors'
import { projectCast, snapshot } from './cast.js'

/*
| The company's team in a project (issue 22): staff in a project are shown as the team, a client
| owner can neither remove them nor make them a viewer, staff put colleagues on a project's team,
| and being on it brings the project's unread counts as for a member.
*/
async function withStaffOnTeam() {
  const cast = await projectCast()
  const colleague = await UserFactory.apply('staff').merge({ fullName: 'Tina Team' }).create()
  const membership = await ProjectMember.create({
    projectId: cast.project.id,
    userId: colleague.id,
    role: 'member',
  })
  return { ...cast, colleague, teamMembershipId: membership.id }
}

test.group('Projects: the company team', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner can neither remove staff from the project nor make them a viewer', async ({
    client,
    assert,
  }) => {
    const cast = await withStaffOnTeam()
    const before = await snapshot(cast.project)
    const url = `/projects/${cast.project.id}/members/${cast.teamMembershipId}`

    const removal = await client
      .delete(url)
      .loginAs(cast.owner)
      .header('Referer', `/projects/${cast.project.id}/settings`)
      .withCsrfToken()
      .redirects(0)
    assert.equal(removal.flashMessages()?.error, 'You are not allowed to do that.')
    const demotion = await client
      .put(url)
      .loginAs(cast.owner)
      .header('Referer', `/projects/${cast.project.id}/settings`)
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    assert.equal(demotion.flashMessages()?.error, 'You are not allowed to do that.')
    assert.equal(await snapshot(cast.project), before)

    // A client member is still the owner's to remove.
    const clientRemoval = await client
      .delete(`/projects/${cast.project.id}/members/${cast.colleagueMembershipId}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    clientRemoval.assertHeader('location', `/projects/${cast.project.id}/settings`)
    clientRemoval.assertFlashMessage('success', 'User removed.')
  })

  test('staff take a colleague off the project, but nobody makes them a viewer', async ({
    client,
    assert,
  }) => {
    const cast = await withStaffOnTeam()
    const url = `/projects/${cast.project.id}/members/${cast.teamMembershipId}`
    const demotion = await client
      .put(url)
      .loginAs(cast.staff)
      .header('Referer', '/previous-page')
      .withCsrfToken()
      .form({ role: 'viewer' })
      .redirects(0)
    assert.equal(demotion.flashMessages()?.error, 'You are not allowed to do that.')
    assert.equal((await ProjectMember.findOrFail(cast.teamMembershipId)).role, 'member')

    const removal = await client.delete(url).loginAs(cast.staff).withCsrfToken().redirects(0)
    removal.assertFlashMessage('success', 'User removed.')
    assert.isNull(await ProjectMember.find(cast.teamMembershipId))
  })

  test('staff put a colleague on the team: a notice in the chat, and the unread counts follow', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const colleague = await UserFactory.apply('staff').merge({ fullName: 'Tina Team' }).create()
    await MessageFactory.merge({ projectId: cast.project.id, authorId: cast.owner.id }).create()
    // Outside the team: staff see the project, nothing counts as unread for them.
    assert.equal((await unreadCounts(colleague.id, cast.project.id)).unread, 0)

    const response = await client
      .post(`/projects/${cast.project.id}/team`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ userId: colleague.id })
      .redirects(0)
    response.assertHeader('location', `/projects/${cast.project.id}/settings`)
    response.assertFlashMessage('success', 'Added to the project’s team.')
    const membership = await ProjectMember.findByOrFail({
      projectId: cast.project.id,
      userId: colleague.id,
    })
    assert.equal(membership.role, 'member')
    const notice = await Message.query()
      .where('project_id', cast.project.id)
      .where('kind', 'notice')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(notice.notice, { type: 'team_joined', params: { name: 'Tina Team' } })

    await MessageFactory.merge({ projectId: cast.project.id, authorId: cast.owner.id }).create()
    assert.isAbove((await unreadCounts(colleague.id, cast.project.id)).unread, 0)
  })

  test('only a staff account not yet in the project joins the team', async ({ client, assert }) => {
    const cast = await withStaffOnTeam()
    const before = await snapshot(cast.project)
    for (const userId of [cast.outsider.id, cast.colleague.id, 999_999_999, 2 ** 40]) {
      const response = await client
        .post(`/projects/${cast.project.id}/team`)
        .loginAs(cast.staff)
        .header('Referer', `/projects/${cast.project.id}/settings`)
        .withCsrfToken()
        .form({ userId })
        .redirects(0)
      response.assertHeader('location', `/projects/${cast.project.id}/settings`)
      assert.isString(fieldError(response, 'userId'), String(userId))
    }
    assert.equal(await snapshot(cast.project), before)
  })

  test('the settings page: the owner and staff get in, members and viewers do not', async ({
    client,
    assert,
  }) => {
    const cast = await withStaffOnTeam()
    const other = await UserFactory.apply('staff').merge({ fullName: 'Otto Other' }).create()
    const url = `/projects/${cast.project.id}/settings`

    const owner = await client.get(url).loginAs(cast.owner).withInertia()
    owner.assertStatus(200)
    owner.assertInertiaComponent('projects/settings')
    const members = owner.inertiaProps.members as { fullName: string; isStaff: boolean }[]
    assert.isTrue(members.find((member) => member.fullName === 'Tina Team')!.isStaff)
    assert.isFalse(members.find((member) => member.fullName === cast.member.fullName)!.isStaff)
    // Only staff choose the team.
    assert.deepEqual(owner.inertiaProps.teamCandidates, [])

    const staff = await client.get(url).loginAs(cast.staff).withInertia()
    staff.assertStatus(200)
    const candidates = (staff.inertiaProps.teamCandidates as { id: number }[]).map((c) => c.id)
    assert.include(candidates, other.id)
    assert.include(candidates, cast.staff.id)
    assert.notInclude(candidates, cast.colleague.id)
    assert.notInclude(candidates, cast.owner.id)

    for (const reader of [cast.member, cast.viewer, cast.colleague]) {
      const response = await client.get(url).loginAs(reader)
      assert.equal(response.status(), reader === cast.colleague ? 200 : 403)
    }
    ;(await client.get(url).loginAs(cast.outsider)).assertStatus(404)
  })
})
