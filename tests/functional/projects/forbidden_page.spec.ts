import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'

/*
| A member whose role does not allow a page gets the Forbidden page (the project exists for them);
| someone outside the project gets Not found, as for a project that does not exist.
*/
async function sharedProject() {
  const [owner, viewer, outsider] = await UserFactory.createMany(3)
  const project = await projectWith(owner, [[viewer, 'viewer']], {
    attributes: { name: 'Shared app' },
  })
  return { project, viewer, outsider }
}

test.group('Projects: the Forbidden page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a viewer opening the project's settings gets the Forbidden page", async ({ client }) => {
    const { project, viewer } = await sharedProject()
    const response = await client.get(`/projects/${project.id}/edit`).loginAs(viewer).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('errors/forbidden')
  })

  test('the full page load is the translated Forbidden page too', async ({ client, assert }) => {
    const { project, viewer } = await sharedProject()
    const response = await client
      .get(`/projects/${project.id}/edit`)
      .loginAs(viewer)
      .header('Accept-Language', 'sk')
    response.assertStatus(403)
    assert.include(response.text(), 'Túto stránku nemôžete otvoriť')
    assert.notInclude(response.text(), 'Shared app')
  })

  test('a script asking for JSON still gets JSON', async ({ client, assert }) => {
    const { project, viewer } = await sharedProject()
    const response = await client.get(`/projects/${project.id}/edit`).loginAs(viewer).accept('json')
    response.assertStatus(403)
    assert.notInclude(response.text(), 'errors/forbidden')
    assert.include(JSON.stringify(response.body()), 'You are not allowed to do that.')
  })

  test('someone outside the project still gets Not found', async ({ client }) => {
    const { project, outsider } = await sharedProject()
    const response = await client
      .get(`/projects/${project.id}/edit`)
      .loginAs(outsider)
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/app_not_found')
  })
})
