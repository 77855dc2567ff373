import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Message from '#models/message'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory } from '#database/factories/project_factory'
import ProjectMember from '#models/project_member'
import ProjectMemberTransformer from '#transformers/project_member_transformer'
import { serializer } from '#infrastructure/serializer'
import { planSignature, projectCast } from './cast.js'
import { chatApi, messageBy } from '../chat/chat_helpers.js'

/*
| What the project page reads its own way, to spare queries, must show what the ordinary way
| shows. Its first page of the chat comes from one joined query without models, while the chat's
| JSON endpoint reads through the models: a reader must not be able to tell them apart (authors
| and their badges, a deleted account, quotes of replies and of a deleted original, notices,
| edits and deletions). Who agreed to the plan is taken from the members already read.
*/
test.group('Project page: the stream', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page shows each message as the chat endpoint does', async ({ client, assert }) => {
    const cast = await projectCast()
    const gone = await UserFactory.create()
    const question = await messageBy(cast.owner, cast.project, 'Can we meet on Friday?')
    const reply = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.staff.id,
      body: 'Friday works.\nAt ten?',
      replyToId: question.id,
    }).create()
    const long = await messageBy(cast.member, cast.project, 'ž'.repeat(250))
    const quotingLong = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.owner.id,
      body: 'About that',
      replyToId: long.id,
    }).create()
    const withdrawn = await messageBy(cast.member, cast.project, 'Oops, wrong project')
    withdrawn.merge({ body: '', deletedAt: DateTime.now() })
    await withdrawn.save()
    const quotingWithdrawn = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.viewer.id,
      body: 'Which one?',
      replyToId: withdrawn.id,
    }).create()
    const edited = await messageBy(cast.colleague, cast.project, 'Edited text')
    edited.editedAt = DateTime.now()
    await edited.save()
    const byGone = await messageBy(gone, cast.project, 'From an account that was deleted')
    const quotingGone = await MessageFactory.merge({
      projectId: cast.project.id,
      authorId: cast.member.id,
      body: 'Agreed',
      replyToId: byGone.id,
    }).create()
    const notice = new Message()
    notice.merge({ projectId: cast.project.id, authorId: cast.staff.id, body: '' })
    notice.notice = { type: 'member_joined', params: { name: 'Ann', role: 'member' } }
    await notice.save()
    await gone.delete()

    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.member).withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps as { messages: Record<string, any>[] }).messages
    const endpoint = await chatApi(client, cast.member).list(cast.project.id)
    assert.deepEqual(shown, endpoint.body().data)

    const byId = new Map(shown.map((message) => [message.id, message]))
    assert.deepEqual(byId.get(reply.id)!.author, {
      id: cast.staff.id,
      name: cast.staff.fullName,
      role: 'staff',
    })
    assert.deepEqual(byId.get(reply.id)!.replyTo, {
      id: question.id,
      text: 'Can we meet on Friday?',
      authorName: cast.owner.fullName,
    })
    assert.equal(byId.get(quotingLong.id)!.replyTo.text, `${'ž'.repeat(200)}…`)
    assert.deepEqual(byId.get(quotingWithdrawn.id)!.replyTo, {
      id: withdrawn.id,
      text: '',
      authorName: cast.member.fullName,
    })
    assert.equal(byId.get(quotingWithdrawn.id)!.author.role, 'viewer')
    assert.isString(byId.get(withdrawn.id)!.deletedAt)
    // As a model reads the stored times back (SQLite keeps whole seconds).
    const editedStored = await Message.findOrFail(edited.id)
    assert.equal(byId.get(edited.id)!.editedAt, editedStored.editedAt!.toISO())
    assert.equal(byId.get(edited.id)!.createdAt, editedStored.createdAt.toISO())
    assert.isNull(byId.get(byGone.id)!.author)
    assert.deepEqual(byId.get(quotingGone.id)!.replyTo, {
      id: byGone.id,
      text: 'From an account that was deleted',
      authorName: null,
    })
    assert.deepEqual(byId.get(notice.id)!.notice, {
      type: 'member_joined',
      params: { name: 'Ann', role: 'member' },
    })
    assert.equal(byId.get(notice.id)!.text, '')
  })

  test('who agreed to the plan is named, also once they left the project', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const accepted = await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(await planSignature(cast))
      .redirects(0)
    accepted.assertFlashMessage(
      'success',
      'Signed. The plan is agreed; its sealed PDF is on the plan card.'
    )
    const acceptedBy = async () => {
      const page = await client
        .get(`/projects/${cast.project.id}`)
        .loginAs(cast.member)
        .withInertia()
      return (page.inertiaProps as Record<string, any>).project.plan.acceptedBy
    }
    const named = { id: cast.owner.id, fullName: cast.owner.fullName }
    assert.deepEqual(await acceptedBy(), named)

    await ProjectMember.query()
      .where('project_id', cast.project.id)
      .where('user_id', cast.owner.id)
      .delete()
    assert.deepEqual(await acceptedBy(), named)
  })

  test('the members are the memberships with their accounts, as a preload reads them', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    // Staff joined last; the viewer's membership is made older than everyone's.
    await ProjectMember.create({
      projectId: cast.project.id,
      userId: cast.staff.id,
      role: 'member',
    })
    await ProjectMember.query()
      .where('project_id', cast.project.id)
      .where('user_id', cast.viewer.id)
      .update({ created_at: '2020-01-01 00:00:00' })
    const preloaded = await ProjectMember.query()
      .where('project_id', cast.project.id)
      .preload('user', (account) => account.select('id', 'full_name', 'email', 'role'))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
    const expected = await serializer.serialize(ProjectMemberTransformer.transform(preloaded))

    const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.member).withInertia()
    const members = (page.inertiaProps as Record<string, any>).members
    assert.deepEqual(members, expected)
    assert.equal(members[0].userId, cast.viewer.id)
    assert.deepEqual(
      members.filter((member: any) => member.isStaff).map((member: any) => member.userId),
      [cast.staff.id]
    )
  })
})
