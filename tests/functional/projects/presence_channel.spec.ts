import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { projectChannel } from '#shared/realtime'
import { actor, projectCast, ROLES } from './cast.js'

const socketId = '1234.5678'

/*
| `presence-project.{id}` admits exactly who may open the project page (ProjectPolicy.view) and
| tells the others each one's name, initials and role.
*/
test.group('Projects: presence channel rule', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{role} joining the project presence channel')
    .with(ROLES.map((role) => ({ role })))
    .run(async ({ client, assert }, { role }) => {
      const cast = await projectCast()
      const user = actor(cast, role)
      let request = client
        .post('/broadcasting/auth')
        .withCsrfToken()
        .form({ socket_id: socketId, channel_name: projectChannel.name({ id: cast.project.id }) })
      if (user) request = request.loginAs(user)
      const response = await request

      if (role === 'guest') return response.assertStatus(401)
      if (role === 'outsider') return response.assertStatus(403)
      response.assertStatus(200)
      const { grant, ...member } = JSON.parse(response.body().channel_data)
      assert.deepEqual(member, {
        user_id: String(user!.id),
        user_info: {
          name: user!.fullName,
          initials: user!.initials,
          role: role === 'staff' ? 'staff' : role,
        },
      })
      // Bound to this session (by its tag, never its id); a viewer may listen but not type.
      assert.match(grant.session, /^[A-Za-z0-9_-]{22}$/)
      assert.equal(grant.readOnly, role === 'viewer' ? true : undefined)
    })

  test('a project that does not exist is refused like one the user is outside of', async ({
    client,
  }) => {
    const cast = await projectCast()
    const response = await client
      .post('/broadcasting/auth')
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ socket_id: socketId, channel_name: 'presence-project.999999' })
    response.assertStatus(403)
  })
})
