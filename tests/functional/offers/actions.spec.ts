import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import User from '#models/user'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

const eventTypes = async (offer: Offer) =>
  (await OfferEvent.query().where('offer_id', offer.id).orderBy('id')).map((event) => event.type)

test.group('Offers: what the show page does', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('mark as responded: status, time, who did it; a draft cannot be', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('opened').create()
    const response = await client
      .post(`/offers/${offer.id}/responded`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Offer marked as responded.')
    await offer.refresh()
    assert.equal(offer.status, 'responded')
    assert.isNotNull(offer.respondedAt)
    const event = await OfferEvent.query().where('offer_id', offer.id).firstOrFail()
    assert.equal(event.type, 'marked_responded')
    assert.equal(event.userId, staff.id)

    const draft = await OfferFactory.create()
    const refused = await client
      .post(`/offers/${draft.id}/responded?lang=sk`)
      .loginAs(staff)
      .header('Referer', `/offers/${draft.id}`)
      .withCsrfToken()
      .redirects(0)
    refused.assertFlashMessage(
      'error',
      'Koncept nebol odoslaný, takže naň nikto nemohol odpovedať.'
    )
    await draft.refresh()
    assert.equal(draft.status, 'draft')
  })

  test('delete: the offer and its timeline go; its links then answer as unknown', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('sent').create()
    await client.get(`/track/${offer.trackingToken}.gif`)
    const response = await client
      .delete(`/offers/${offer.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Offer deleted.')
    assert.equal(response.header('location'), '/offers')
    assert.isNull(await Offer.find(offer.id))
    assert.lengthOf(await OfferEvent.query().where('offer_id', offer.id), 0)
    const image = await client.get(`/track/${offer.trackingToken}.gif`)
    assert.equal(image.header('content-type'), 'image/gif')
    const view = await client.get(`/offer/${offer.viewToken}`)
    view.assertStatus(404)
  })

  test('duplicate: a new draft with the same texts and new links, opened for editing', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('responded').merge({ locale: 'cs' }).create()
    const response = await client
      .post(`/offers/${offer.id}/duplicate`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    const copy = await Offer.query().whereNot('id', offer.id).firstOrFail()
    assert.equal(response.header('location'), `/offers/${copy.id}/edit`)
    assert.equal(copy.status, 'draft')
    assert.equal(copy.locale, 'cs')
    assert.equal(copy.subject, offer.subject)
    assert.equal(copy.content, offer.content)
    assert.notEqual(copy.trackingToken, offer.trackingToken)
    assert.notEqual(copy.viewToken, offer.viewToken)
    assert.equal(copy.viewsCount, 0)
    assert.isNull(copy.openedAt)
    assert.isNull(copy.answer)
    assert.deepEqual(await eventTypes(copy), ['created'])
  })

  test('a sent offer has no edit page: its link leads to the offer', async ({ client }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('sent').create()
    const response = await client.get(`/offers/${offer.id}/edit`).loginAs(staff).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/offers/${offer.id}`)
  })
})

test.group('Offers: the recipient answers and starts a project', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answer "Not now" then change to interested; a bad answer changes nothing', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('opened').create()
    const bad = await client
      .post(`/offer/${offer.viewToken}/answer`)
      .header('Referer', `/offer/${offer.viewToken}`)
      .withCsrfToken()
      .form({ answer: 'maybe', message: 'x'.repeat(2001) })
      .redirects(0)
    assert.equal(bad.status(), 302)
    await offer.refresh()
    assert.equal(offer.status, 'opened')

    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'not_now' })
    await offer.refresh()
    assert.equal(offer.status, 'responded')
    assert.equal(offer.answer, 'not_now')
    const firstTime = offer.respondedAt!.toISO()

    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'interested', message: 'Changed my mind.' })
    await offer.refresh()
    assert.equal(offer.answer, 'interested')
    assert.equal(offer.answerMessage, 'Changed my mind.')
    assert.equal(offer.respondedAt!.toISO(), firstTime)
    assert.deepEqual(await eventTypes(offer), ['responded', 'responded'])
  })

  test('a guest signs up from the offer: the address is filled in, the project follows verification', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const offer = await OfferFactory.apply('responded')
      .merge({ email: 'zuzana@example.com', subject: 'Rezervačný systém pre salón' })
      .create()

    const start = await client.get(`/offer/${offer.viewToken}/start?lang=sk`).redirects(0)
    start.assertHeader('location', '/register?lang=sk')
    const signUp = await client.get('/register').withSession(start.session()).withInertia()
    signUp.assertInertiaPropsContains({ invitedEmail: 'zuzana@example.com' })

    const registered = await client
      .post('/register')
      .withSession(start.session())
      .withCsrfToken()
      .form({
        fullName: 'Zuzana Kováčová',
        email: 'zuzana@example.com',
        password: 'a long and unusual passphrase',
        passwordConfirmation: 'a long and unusual passphrase',
        acceptTerms: 'true',
      })
      .redirects(0)
    registered.assertHeader('location', '/verify-email')
    const user = await User.findByOrFail('email', 'zuzana@example.com')
    assert.lengthOf(await ProjectMember.query().where('user_id', user.id), 0)

    const verification = mails.queued((queued) => queued instanceof VerifyEmailNotification)[0]
    const link = /https?:\/\/\S+\/email\/verify\/\S+/.exec(
      (await verification.message.toJSON()).message.text as string
    )
    assert.isNotNull(link)
    const verified = await client
      .get(pathOf(link![0]))
      .withSession(registered.session())
      .loginAs(user)
      .redirects(0)
    const project = await Project.findByOrFail('name', 'Rezervačný systém pre salón')
    verified.assertHeader('location', `/projects/${project.id}`)
    const owner = await ProjectMember.findByOrFail({ projectId: project.id, userId: user.id })
    assert.equal(owner.role, 'owner')
    await offer.refresh()
    assert.equal(offer.projectId, project.id)
  })

  test('verifying another address creates nothing; a signed-in recipient gets the project once', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('responded')
      .merge({ email: 'owner@example.com', subject: 'Fleet app' })
      .create()
    const start = await client.get(`/offer/${offer.viewToken}/start`).redirects(0)

    const stranger = await UserFactory.apply('unverified').create()
    const { verificationUrl } = await import('#actions/auth/email_verification')
    const verified = await client
      .get(pathOf(verificationUrl(stranger)))
      .withSession(start.session())
      .loginAs(stranger)
      .redirects(0)
    verified.assertHeader('location', '/dashboard')
    assert.isNull(await Project.findBy('name', 'Fleet app'))

    const recipient = await UserFactory.merge({ email: 'owner@example.com' }).create()
    const first = await client
      .get(`/offer/${offer.viewToken}/start`)
      .loginAs(recipient)
      .redirects(0)
    const project = await Project.findByOrFail('name', 'Fleet app')
    first.assertHeader('location', `/projects/${project.id}`)
    const again = await client
      .get(`/offer/${offer.viewToken}/start`)
      .loginAs(recipient)
      .redirects(0)
    again.assertHeader('location', '/projects/create')
    assert.lengthOf(await Project.query().where('name', 'Fleet app'), 1)
  })
})
