import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import Message from '#models/message'
import type Project from '#models/project'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { noticeMessage, type Notice, type ProjectStatus } from '#shared/projects'
import { fieldError } from '#tests/helpers/field_errors'
import { planSignature, projectCast, recordBroadcasts, snapshot } from './cast.js'

async function setStatus(client: any, user: any, project: Project, status: ProjectStatus) {
  return client
    .put(`/projects/${project.id}`)
    .loginAs(user)
    .header('Referer', `/projects/${project.id}/edit`)
    .withCsrfToken()
    .form({ name: project.name, status })
    .redirects(0)
}

async function notices(project: Project) {
  const rows = await Message.query()
    .where('project_id', project.id)
    .where('kind', 'notice')
    .orderBy('id')
  return rows.map((row) => row.notice!)
}

test.group('Projects: workflow', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff move a project through the workflow, each step on the timeline', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    for (const status of ['analyzing', 'in_progress'] as const) {
      const response = await setStatus(client, staff, project, status)
      response.assertHeader('location', `/projects/${project.id}`)
      response.assertFlashMessage('success', 'Project updated.')
    }
    // Step 6: the owner tries a build and confirms it; only then does the project launch.
    await client
      .post(`/projects/${project.id}/build`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ link: 'https://preview.example.com' })
    await client.post(`/projects/${project.id}/build/confirm`).loginAs(owner).withCsrfToken()
    const launched = await setStatus(client, staff, project, 'completed')
    launched.assertFlashMessage('success', 'Project updated.')
    await project.refresh()
    assert.equal(project.status, 'completed')

    const page = await client.get(`/projects/${project.id}`).loginAs(owner).withInertia()
    const timeline = page.inertiaProps.project.timeline as { step: string; at: string | null }[]
    assert.deepEqual(
      timeline.map((entry) => [entry.step, entry.at !== null]),
      [
        ['created', true],
        ['vision', true],
        ['plan_proposed', false],
        ['plan_accepted', false],
        ['in_progress', true],
        ['testing', true],
        ['completed', true],
      ]
    )
    assert.deepEqual(
      (await notices(project)).map((notice) => notice.type),
      ['status_changed', 'status_changed', 'build_ready', 'build_confirmed', 'status_changed']
    )
  })

  test('cancel from anything but completed; reopen a cancelled or completed project', async ({
    assert,
    client,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    const moves: ProjectStatus[] = [
      'cancelled',
      'not_started',
      'analyzing',
      'cancelled',
      'not_started',
      'analyzing',
      'in_progress',
      'completed',
      'in_progress',
    ]
    for (const status of moves) {
      // A confirmed build is what lets a project launch (builds.spec.ts).
      if (status === 'completed') await project.merge({ buildConfirmedAt: DateTime.now() }).save()
      const response = await setStatus(client, staff, project, status)
      assert.equal(response.header('location'), `/projects/${project.id}`, `move to ${status}`)
    }
  })

  test('a move the workflow does not allow is refused with the moves that are, in the language of the page', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(await UserFactory.create())
    const before = await snapshot(project)

    const english = await setStatus(client, staff, project, 'completed')
    english.assertHeader('location', `/projects/${project.id}/edit`)
    assert.equal(
      fieldError(english, 'status'),
      'A project with the status Not Started can only move to Analyzing or Cancelled.'
    )
    assert.equal(english.flashMessages().name, project.name)

    const german = await client
      .put(`/projects/${project.id}?lang=de`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ name: project.name, status: 'in_progress' })
      .redirects(0)
    assert.equal(
      fieldError(german, 'status'),
      'Ein Projekt mit dem Status Nicht begonnen kann nur zu In Analyse oder Abgebrochen wechseln.'
    )
    assert.equal(await snapshot(project), before)
  })

  test('only staff set status, progress, estimation, price and currency', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast({ planned: false })
    const before = await snapshot(cast.project)
    for (const field of [
      { status: 'analyzing' },
      { progress: 50 },
      { estimationHours: 10 },
      { price: '100' },
      { currency: 'USD' },
    ]) {
      const response = await client
        .put(`/projects/${cast.project.id}`)
        .loginAs(cast.owner)
        .header('Referer', '/back')
        .withCsrfToken()
        .form({ name: cast.project.name, ...field })
        .redirects(0)
      response.assertFlashMessage('error', 'You are not allowed to do that.')
    }
    assert.equal(await snapshot(cast.project), before)

    const owner = await client
      .put(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ name: 'The owner renames it', description: 'And describes it' })
      .redirects(0)
    owner.assertFlashMessage('success', 'Project updated.')
    await cast.project.refresh()
    assert.equal(cast.project.name, 'The owner renames it')
  })

  test('the plan: staff propose it, the owner accepts it; who, when and the figures are kept', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broadcasts = recordBroadcasts()
    cleanup(() => broadcasts.stop())
    const cast = await projectCast({ planned: false })
    const proposal = await client
      .put(`/projects/${cast.project.id}`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({
        name: cast.project.name,
        status: 'analyzing',
        estimationHours: '120',
        price: '9600,50',
        currency: 'CZK',
      })
      .redirects(0)
    proposal.assertFlashMessage('success', 'Project updated.')
    await cast.project.refresh()
    assert.equal(cast.project.priceMinor, 960_050)
    assert.isNotNull(cast.project.planProposedAt)

    const ownerPage = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.owner)
      .withInertia()
    assert.isTrue(ownerPage.inertiaProps.project.can.acceptPlan)
    assert.deepEqual(ownerPage.inertiaProps.project.price, { minor: 960_050, currency: 'CZK' })
    const memberPage = await client
      .get(`/projects/${cast.project.id}`)
      .loginAs(cast.member)
      .withInertia()
    assert.isFalse(memberPage.inertiaProps.project.can.acceptPlan)

    const signature = await planSignature(cast)
    const accepted = await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(signature)
      .redirects(0)
    accepted.assertFlashMessage(
      'success',
      'Signed. The plan is agreed; its sealed PDF is on the plan card.'
    )
    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.member).withInertia()
    const plan = page.inertiaProps.project.plan
    assert.equal(plan.acceptedBy.id, cast.owner.id)
    assert.deepEqual(plan.accepted, {
      estimationHours: 120,
      price: { minor: 960_050, currency: 'CZK' },
    })
    assert.isString(plan.acceptedAt)
    assert.isTrue(
      broadcasts.sent.some(
        (entry) =>
          entry.channel === `presence-project.${cast.project.id}` &&
          entry.event === 'message.created' &&
          entry.payload.notice?.type === 'plan_accepted'
      )
    )

    // The same signature sent again answers the first; with nothing waiting, there is nothing to sign.
    const again = await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(signature)
      .redirects(0)
    again.assertFlashMessage(
      'success',
      'This revision is already signed; the first signature stands.'
    )
    const nothing = await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ ...signature, revision: undefined })
      .redirects(0)
    nothing.assertFlashMessage('error', 'There is no plan waiting for your signature.')
  })

  test('changing the figures after acceptance withdraws it and asks again', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(await planSignature(cast))
    const unchanged = await client
      .put(`/projects/${cast.project.id}`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ name: cast.project.name, estimationHours: '120', price: '9600.00', progress: '20' })
      .redirects(0)
    unchanged.assertFlashMessage('success', 'Project updated.')
    await cast.project.refresh()
    assert.isNotNull(cast.project.planAcceptedAt, 'the same figures keep the acceptance')

    await client
      .put(`/projects/${cast.project.id}`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ name: cast.project.name, estimationHours: '150' })
    await cast.project.refresh()
    assert.isNull(cast.project.planAcceptedAt)
    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.owner).withInertia()
    assert.isTrue(page.inertiaProps.project.can.acceptPlan)
    assert.isNull(page.inertiaProps.project.plan.accepted)
    const types = (await notices(cast.project)).map((notice) => notice.type)
    assert.includeMembers(types, ['plan_accepted', 'plan_withdrawn', 'plan_proposed'])
  })

  test('notices are stored as a type and parameters and read in each language', async ({
    assert,
  }) => {
    const notice: Notice = {
      type: 'plan_accepted',
      params: { name: 'Clara', hours: 2, price: { minor: 123_450, currency: 'EUR' } },
    }
    const read = (locale: string) => {
      const { key, values } = noticeMessage(notice, locale)
      return i18nManager
        .locale(locale)
        .t(key, values)
        .replace(/\u00a0|\u202f/g, ' ')
    }
    assert.equal(read('en'), 'Clara accepted the plan: 2 hours for €1,234.50')
    assert.equal(read('sk'), 'Clara prijal(a) plán: 2 hodiny za 1 234,50 €')
    assert.equal(read('cs'), 'Clara přijal(a) plán: 2 hodiny za 1 234,50 €')
    assert.equal(read('de'), 'Clara hat den Plan angenommen: 2 Stunden für 1.234,50 €')
    const joined = { type: 'member_joined', params: { name: 'Ivan', role: 'viewer' } } as Notice
    const { key, values } = noticeMessage(joined, 'de')
    assert.equal(
      i18nManager.locale('de').t(key, values),
      'Ivan ist dem Projekt als Betrachter beigetreten'
    )
  })
})
