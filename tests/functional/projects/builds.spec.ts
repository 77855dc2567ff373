import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Message from '#models/message'
import Project from '#models/project'
import { fieldError } from '#tests/helpers/field_errors'
import { projectCast, snapshot, type Cast } from './cast.js'

/*
| Step 6 of the workflow, "you test it": staff hand a build over, the owner confirms it works or
| says what is missing (in the chat), and only a confirmed build lets the project launch.
*/
async function building(): Promise<Cast> {
  const cast = await projectCast()
  await cast.project.merge({ status: 'in_progress' }).save()
  return cast
}

function handOver(client: any, cast: Cast, form: Record<string, unknown>) {
  return client
    .post(`/projects/${cast.project.id}/build`)
    .loginAs(cast.staff)
    .header('Referer', `/projects/${cast.project.id}`)
    .withCsrfToken()
    .form(form)
    .redirects(0)
}

async function page(client: any, cast: Cast, as: keyof Cast = 'owner') {
  const response = await client.get(`/projects/${cast.project.id}`).loginAs(cast[as]).withInertia()
  return response.inertiaProps.project
}

async function launch(client: any, cast: Cast) {
  return client
    .put(`/projects/${cast.project.id}`)
    .loginAs(cast.staff)
    .header('Referer', `/projects/${cast.project.id}/edit`)
    .withCsrfToken()
    .form({ name: cast.project.name, status: 'completed' })
    .redirects(0)
}

test.group('Projects: a build to test (step 6)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff hand a build over; the owner sees it with their two answers, others wait', async ({
    client,
    assert,
  }) => {
    const cast = await building()
    const response = await handOver(client, cast, {
      link: 'https://preview.example.com/v1',
      note: 'Try the checkout first.',
    })
    response.assertHeader('location', `/projects/${cast.project.id}`)
    response.assertFlashMessage('success', 'The build is marked ready for testing.')

    const owner = await page(client, cast)
    assert.containsSubset(owner.build, {
      link: 'https://preview.example.com/v1',
      note: 'Try the checkout first.',
      confirmedAt: null,
    })
    assert.isString(owner.build.readyAt)
    assert.isTrue(owner.can.reviewBuild)
    const member = await page(client, cast, 'member')
    assert.isFalse(member.can.reviewBuild)
    assert.isFalse(member.can.markBuildReady)

    const stream = await Message.query()
      .where('project_id', cast.project.id)
      .where('kind', 'notice')
    assert.deepEqual(stream.at(-1)!.notice, {
      type: 'build_ready',
      params: { link: 'https://preview.example.com/v1' },
    })
  })

  test('the owner confirms the build: step 6 is done and the project may launch', async ({
    client,
    assert,
  }) => {
    const cast = await building()
    const early = await launch(client, cast)
    assert.equal(
      fieldError(early, 'status'),
      'The client has not confirmed a build yet. Mark a build ready for testing and wait for their confirmation first.'
    )

    await handOver(client, cast, { link: 'https://preview.example.com/v1' })
    const confirmed = await client
      .post(`/projects/${cast.project.id}/build/confirm`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    confirmed.assertFlashMessage('success', 'Thank you. The build is confirmed.')

    const project = await page(client, cast, 'staff')
    assert.equal(project.build.confirmedBy, cast.owner.fullName)
    const testing = project.timeline.find((step: { step: string }) => step.step === 'testing')
    assert.isString(testing.at)

    const launched = await launch(client, cast)
    launched.assertHeader('location', `/projects/${cast.project.id}`)
    assert.equal((await Project.findOrFail(cast.project.id)).status, 'completed')
  })

  test('the owner says what is missing: it goes to the chat as their message and the step starts again', async ({
    client,
    assert,
  }) => {
    const cast = await building()
    await handOver(client, cast, { link: 'https://preview.example.com/v1' })
    const response = await client
      .post(`/projects/${cast.project.id}/build/changes`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ text: 'The payment page shows an error.' })
      .redirects(0)
    response.assertFlashMessage(
      'success',
      'Your notes are in the chat. We will get back to you with a new build.'
    )

    const written = await Message.query()
      .where('project_id', cast.project.id)
      .where('kind', 'message')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(written.body, 'The payment page shows an error.')
    assert.equal(written.authorId, cast.owner.id)

    const project = await page(client, cast)
    assert.isNull(project.build.readyAt)
    assert.isFalse(project.can.reviewBuild)
    assert.equal(
      (await launch(client, cast)).header('location'),
      `/projects/${cast.project.id}/edit`
    )

    // The next build is tested afresh.
    await handOver(client, cast, { link: 'https://preview.example.com/v2' })
    const again = await page(client, cast)
    assert.isTrue(again.can.reviewBuild)
    assert.equal(again.build.link, 'https://preview.example.com/v2')
  })

  test('bad input is refused beside its field, in the page language, and changes nothing', async ({
    client,
    assert,
  }) => {
    const cast = await building()
    const before = await snapshot(cast.project)
    const missing = await handOver(client, cast, { note: 'x' })
    assert.equal(fieldError(missing, 'link'), 'Enter the address where the build can be tried.')
    const script = await handOver(client, cast, { link: 'javascript:alert(1)' })
    assert.equal(fieldError(script, 'link'), 'Enter a full address starting with https://.')
    const long = await handOver(client, cast, {
      link: 'https://preview.example.com',
      note: 'x'.repeat(2001),
    })
    assert.equal(fieldError(long, 'note'), 'Must not exceed 2,000 characters.')
    const german = await client
      .post(`/projects/${cast.project.id}/build?lang=de`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ link: 'ftp://example.com' })
      .redirects(0)
    assert.equal(
      fieldError(german, 'link'),
      'Geben Sie eine vollständige Adresse ein, die mit https:// beginnt.'
    )

    await handOver(client, cast, { link: 'https://preview.example.com' })
    const blank = await client
      .post(`/projects/${cast.project.id}/build/changes`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ text: '   ' })
      .redirects(0)
    assert.isString(fieldError(blank, 'text'))
    assert.isTrue((await page(client, cast)).can.reviewBuild)
    assert.notEqual(await snapshot(cast.project), before)
  })

  test('who must not: members, viewers and staff cannot answer for the owner; clients cannot hand over; nothing before the build', async ({
    client,
    assert,
  }) => {
    const cast = await building()
    const refusedHandOver = await client
      .post(`/projects/${cast.project.id}/build`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ link: 'https://preview.example.com' })
      .redirects(0)
    assert.equal(refusedHandOver.flashMessages().error, 'You are not allowed to do that.')

    // Nothing is under test yet: even the owner has nothing to confirm.
    const tooEarly = await client
      .post(`/projects/${cast.project.id}/build/confirm`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .redirects(0)
    assert.equal(tooEarly.flashMessages().error, 'You are not allowed to do that.')

    await handOver(client, cast, { link: 'https://preview.example.com' })
    const before = await snapshot(cast.project)
    for (const who of ['member', 'viewer', 'staff'] as const) {
      const response = await client
        .post(`/projects/${cast.project.id}/build/confirm`)
        .loginAs(cast[who])
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.flashMessages().error, 'You are not allowed to do that.', who)
    }
    const outsider = await client
      .post(`/projects/${cast.project.id}/build/changes`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .form({ text: 'Let me in' })
    outsider.assertStatus(404)
    assert.equal(await snapshot(cast.project), before)
  })
})
