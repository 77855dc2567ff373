import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import edge from 'edge.js'
import ProjectMember from '#models/project_member'
import StoredFile from '#models/stored_file'
import UnreadDigestMail from '#mails/unread_digest_mail'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'
import { projectWith } from '#database/factories/project_factory'
import { UserFactory } from '#database/factories/user_factory'
import { post } from './helpers.js'

/*
| The away digest names the files sent with a message, each with a link to the app (which asks
| to sign in and checks access), and never carries the files themselves.
*/
test.group('Unread: files in the away digest', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('files are named with a link, never attached', async ({ assert }) => {
    const { mails } = mail.fake()
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const member = await UserFactory.merge({ fullName: 'Milan Member' }).create()
    const project = await projectWith(owner, [])
    await ProjectMember.create({
      projectId: project.id,
      userId: member.id,
      role: 'member',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const now = DateTime.now()
    const message = await post(project, owner, 'The logo', { at: now.minus({ minutes: 20 }) })
    const file = await StoredFile.create({
      projectId: project.id,
      messageId: message.id,
      uploadedById: owner.id,
      purpose: 'message',
      status: 'ready',
      name: 'logo-final.png',
      size: 1200,
      type: 'image/png',
      storageKey: 'files/x/original',
    })

    assert.equal(await sendUnreadDigests(now), 1)
    const sent = mails.queued((entry) => entry instanceof UnreadDigestMail)[0]
    const data = sent.message.toJSON().views.html?.data as Record<string, any>
    assert.deepEqual(data.messages[0].files, {
      label: 'Attached file:',
      items: [
        {
          name: 'logo-final.png',
          url: `${new URL(data.action.url).origin}/files/${file.publicId}`,
        },
      ],
    })
    assert.lengthOf(sent.message.toJSON().message.attachments ?? [], 0)
    const html = await edge.render('emails/unread_digest', data)
    assert.include(html, `/files/${file.publicId}`)
    assert.include(html, 'logo-final.png')
    const text = await edge.render('emails/unread_digest_text', data)
    assert.include(text, `- logo-final.png: ${data.messages[0].files.items[0].url}`)
  })
})
