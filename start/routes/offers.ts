import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The offers area (staff only: StaffPolicy.accessOffers answers 404 to anyone else; guests go
| to log in) and the two public doors of an offer e-mail: the tracking image and the online
| view with its one-click answer, each found by its own unguessable token.
*/
router
  .group(() => {
    router.get('offers', [controllers.offers.Offers, 'index']).as('offers.index')
    router.get('offers/create', [controllers.offers.Offers, 'create']).as('offers.create')
    router.post('offers', [controllers.offers.Offers, 'store']).as('offers.store')
    router.post('offers/preview', [controllers.offers.Previews, 'store']).as('offers.preview')
    // The team's templates; `offers/:id` takes numbers only, so "templates" is never an id.
    router
      .get('offers/templates', [controllers.offers.OfferTemplates, 'index'])
      .as('offers.templates.index')
    router
      .get('offers/templates/create', [controllers.offers.OfferTemplates, 'create'])
      .as('offers.templates.create')
    router
      .post('offers/templates', [controllers.offers.OfferTemplates, 'store'])
      .as('offers.templates.store')
    router
      .get('offers/templates/:id/edit', [controllers.offers.OfferTemplates, 'edit'])
      .as('offers.templates.edit')
    router
      .put('offers/templates/:id', [controllers.offers.OfferTemplates, 'update'])
      .as('offers.templates.update')
    router
      .delete('offers/templates/:id', [controllers.offers.OfferTemplates, 'destroy'])
      .as('offers.templates.destroy')
    router.get('offers/:id', [controllers.offers.Offers, 'show']).as('offers.show')
    router.get('offers/:id/edit', [controllers.offers.Offers, 'edit']).as('offers.edit')
    router.put('offers/:id', [controllers.offers.Offers, 'update']).as('offers.update')
    router.delete('offers/:id', [controllers.offers.Offers, 'destroy']).as('offers.destroy')
    router
      .post('offers/:id/responded', [controllers.offers.OfferActions, 'markResponded'])
      .as('offers.responded')
    router
      .post('offers/:id/resend', [controllers.offers.OfferActions, 'resend'])
      .as('offers.resend')
    router
      .post('offers/:id/duplicate', [controllers.offers.OfferActions, 'duplicate'])
      .as('offers.duplicate')
    router
      .post('offers/:id/reminders', [controllers.offers.OfferActions, 'reminders'])
      .as('offers.reminders')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])

/* Files e-mailed with an answer, shown on the offer's timeline (ids are public file ids). */
router
  .group(() => {
    router.get('offers/files/:id', [controllers.offers.OfferFiles, 'show']).as('offers.files.show')
    router
      .get('offers/files/:id/thumbnail', [controllers.offers.OfferFiles, 'thumbnail'])
      .as('offers.files.thumbnail')
  })
  .use([middleware.auth(), middleware.verified()])

/* The 1×1 image in the e-mail (`/track/{tracking_token}.gif`): no sign-in, no cookie. */
router
  .get('track/:file', [controllers.offers.Tracking, 'show'])
  .where('file', { match: /^[^/]+\.gif$/ })
  .as('offers.track')

/* The online view of an offer and the recipient's answer. */
router.get('offer/:token', [controllers.offers.OnlineView, 'show']).as('offer_view.show')
router
  .post('offer/:token/answer', [controllers.offers.OnlineView, 'answer'])
  .as('offer_view.answer')
router.get('offer/:token/start', [controllers.offers.OnlineView, 'start']).as('offer_view.start')

/*
| The offers a signed-in user received at their verified address (DESIGN.md routes: the staff's
| list keeps /offers; the recipient's side is /proposals). ReceivedOfferPolicy answers 404 to anyone
| the offer was not sent to.
*/
router
  .group(() => {
    router
      .get('proposals', [controllers.offers.ReceivedOffers, 'index'])
      .as('received_offers.index')
    router
      .get('proposals/:id', [controllers.offers.ReceivedOffers, 'show'])
      .as('received_offers.show')
    router
      .post('proposals/:id/answer', [controllers.offers.ReceivedOffers, 'answer'])
      .as('received_offers.answer')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])
