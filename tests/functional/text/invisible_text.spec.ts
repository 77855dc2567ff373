import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import Message from '#models/message'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ContactMessage from '#models/contact_message'
import Project from '#models/project'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { fieldError } from '#tests/helpers/field_errors'
import { projectCast } from '../projects/cast.js'
import { chatApi, messageBy } from '../chat/chat_helpers.js'
import { startChat } from '../conversations/helpers.js'

/*
| Text that shows nothing is no text: only control characters or invisible ones (zero-width
| spaces and joiners, the BOM, bidi marks, the braille blank, Hangul fillers, variation
| selectors, tag characters…) is refused as empty with the translated "required" message beside
| the field, on every text a person posts; an optional text made of them is saved as nothing.
*/
const INVISIBLE = {
  'zero-width spaces and joiners, BOM': '\u200B\u200C\u200D\u2060\uFEFF',
  'bidi marks and isolates': '\u202E\u2066\u2069\u200E\u200F\u061C',
  'braille blank': '\u2800\u2800\u2800',
  'Hangul fillers': '\u3164\u115F\u1160\uFFA0',
  'control characters': '\u0001\u0007\u001B\u007F\u0085',
  'soft hyphen, joiner, variation selector, tags': '\u00AD\u034F\uFE0F\u{E0020}\u{E007F}',
  'Khmer and Mongolian invisibles': '\u17B4\u17B5\u180E',
}
const MIXED = Object.values(INVISIBLE).join(' ')
const required = (locale: string) =>
  i18nManager.locale(locale).t('validator.shared.messages.required')

test.group('Invisible text is no text', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('project chat refuses {$self}')
    .with(Object.keys(INVISIBLE) as (keyof typeof INVISIBLE)[])
    .run(async ({ client, assert }, name) => {
      const cast = await projectCast()
      const response = await chatApi(client, cast.member).post(cast.project.id, {
        text: INVISIBLE[name],
      })
      response.assertStatus(422)
      assert.deepEqual(response.body().errors[0], {
        field: 'text',
        rule: 'required',
        message: 'This field is required.',
      })
      assert.isNull(await Message.query().where('project_id', cast.project.id).first())
    })

  test('project chat: editing a message to invisible text is refused', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const message = await messageBy(cast.member, cast.project, 'Visible words')
    const response = await chatApi(client, cast.member).edit(message.id, { text: MIXED })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, 'This field is required.')
    await message.refresh()
    assert.equal(message.body, 'Visible words')
  })

  test('chat panel: the visitor, the inbox reply and the signed-in client', async ({
    client,
    assert,
  }) => {
    const visitor = await client
      .post('/chat/messages')
      .header('Accept-Language', 'cs')
      .withCsrfToken()
      .accept('json')
      .json({ text: MIXED })
    visitor.assertStatus(422)
    assert.equal(visitor.body().errors[0].field, 'text')
    assert.equal(visitor.body().errors[0].message, required('cs'))
    assert.isNull(await Conversation.query().first())

    await startChat(client, 'Do you build shops?')
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const reply = await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: '\u2800\u3164\u200B' })
    reply.assertStatus(422)
    assert.equal(reply.body().errors[0].field, 'text')
    assert.equal(reply.body().errors[0].message, 'This field is required.')

    const user = await UserFactory.create()
    conversation.userId = user.id
    await conversation.save()
    const asClient = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ text: '\u0001\u0002\u115F' })
    asClient.assertStatus(422)
    assert.equal(asClient.body().errors[0].message, 'This field is required.')
    const stored = await ConversationMessage.query().where('conversation_id', conversation.id)
    assert.deepEqual(
      stored.map((row) => row.body),
      ['Do you build shops?']
    )
  })

  test('contact form: name and message beside their fields, in the page language', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/contact')
      .header('Accept-Language', 'sk')
      .form({
        name: '\u3164\u3164\u3164',
        email: 'jana@example.com',
        message: '\u2800'.repeat(20),
        consent: 'on',
        website: '',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(fieldError(response, 'name'), required('sk'))
    assert.equal(fieldError(response, 'message'), required('sk'))
    assert.isNull(await ContactMessage.query().first())
    mails.assertNoneQueued()
    mail.restore()
  })

  test('project name is refused beside the field; an invisible description is no description', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await client
      .post('/projects')
      .header('Accept-Language', 'de')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: '\u200B\u2800\u3164', description: 'A shop' })
      .redirects(0)
    refused.assertStatus(302)
    assert.equal(
      fieldError(refused, 'name'),
      i18nManager.locale('de').t('projects.validation.name.required')
    )
    assert.isNull(await Project.query().first())

    await client
      .post('/projects')
      .loginAs(user)
      .withCsrfToken()
      .form({ name: 'Bakery shop', description: '\u2800\u200B\u0007' })
      .redirects(0)
    const project = await Project.query().where('name', 'Bakery shop').firstOrFail()
    assert.isNull(project.description)
  })

  test('offer answer: an invisible note is no note', async ({ client, assert }) => {
    const offer = await OfferFactory.apply('opened').create()
    const response = await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'interested', message: '\u2800\u3164\u200B\u0001' })
      .redirects(0)
    response.assertStatus(302)
    await offer.refresh()
    assert.equal(offer.answer, 'interested')
    assert.isNull(offer.answerMessage)
  })

  test('account name: registration and profile', async ({ client, assert }) => {
    const user = await UserFactory.merge({ fullName: 'Jana Nováková' }).create()
    const profile = await client
      .put('/settings/profile')
      .loginAs(user)
      .withCsrfToken()
      .form({ fullName: '\u3164\u3164', email: user.email })
      .redirects(0)
    profile.assertStatus(302)
    assert.equal(fieldError(profile, 'fullName'), 'This field is required.')
    await user.refresh()
    assert.equal(user.fullName, 'Jana Nováková')
  })
})

/*
| Half a surrogate pair (only JSON can carry one) is replaced with U+FFFD before any rule sees it
| (WellFormedInputMiddleware), so what is stored is always well-formed text.
*/
test.group('Lone surrogates never reach storage', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  const HALF = 'Price \ud800 and \udfff?'
  const REPLACED = 'Price \ufffd and \ufffd?'

  test('project chat, chat panel, inbox reply and client conversation', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const chat = await chatApi(client, cast.member).post(cast.project.id, { text: HALF })
    chat.assertStatus(201)
    assert.equal((await Message.findOrFail(chat.body().data.id)).body, REPLACED)

    const { response } = await startChat(client, HALF)
    response.assertStatus(201)
    const conversation = await Conversation.query().firstOrFail()
    const staff = await UserFactory.apply('staff').create()
    const reply = await client
      .post(`/inbox/${conversation.id}/messages`)
      .loginAs(staff)
      .withCsrfToken()
      .accept('json')
      .json({ text: `Reply: ${HALF}` })
    reply.assertStatus(201)
    conversation.userId = cast.outsider.id
    await conversation.save()
    const asClient = await client
      .post(`/conversations/${conversation.id}/messages`)
      .loginAs(cast.outsider)
      .withCsrfToken()
      .accept('json')
      .json({ text: `Client: ${HALF}` })
    asClient.assertStatus(201)

    const bodies = (await ConversationMessage.query().orderBy('id')).map((row) => row.body)
    assert.deepEqual(bodies, [REPLACED, `Reply: ${REPLACED}`, `Client: ${REPLACED}`])
    for (const body of bodies) assert.isTrue(body.isWellFormed())
  })

  test('contact form, project, offer answer (as JSON)', async ({ client, assert }) => {
    mail.fake()
    await client
      .post('/contact')
      .withCsrfToken()
      .json({
        name: 'Jana \ud800',
        email: 'jana@example.com',
        message: `We need a booking app. ${HALF}`,
        consent: true,
      })
      .redirects(0)
    const contact = await ContactMessage.query().firstOrFail()
    assert.equal(contact.name, 'Jana \ufffd')
    assert.equal(contact.message, `We need a booking app. ${REPLACED}`)
    mail.restore()

    const user = await UserFactory.create()
    await client
      .post('/projects')
      .loginAs(user)
      .withCsrfToken()
      .json({ name: 'Shop \udc00', description: HALF })
      .redirects(0)
    const project = await Project.query().firstOrFail()
    assert.equal(project.name, 'Shop \ufffd')
    assert.equal(project.description, REPLACED)

    const offer = await OfferFactory.apply('opened').create()
    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .json({ answer: 'interested', message: HALF })
      .redirects(0)
    await offer.refresh()
    assert.equal(offer.answerMessage, REPLACED)
  })
})
