import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Signing offers (DESIGN.md "Agreements"): on the online view with a one-time code, under
| /proposals as the verified account it was sent to; the sealed PDF for the signer and staff;
| /verify for anyone.
*/
router.post('offer/:token/code', [controllers.agreements.Signing, 'sendCode']).as('offer_view.code')
router
  .post('offer/:token/sign', [controllers.agreements.Signing, 'signByCode'])
  .as('offer_view.sign')
router
  .post('offer/:token/decline', [controllers.agreements.Signing, 'declineByLink'])
  .as('offer_view.decline')
router
  .get('offer/:token/signed.pdf', [controllers.agreements.Signing, 'downloadByLink'])
  .as('offer_view.pdf')

router
  .group(() => {
    router
      .post('proposals/:id/sign', [controllers.agreements.Signing, 'signAsAccount'])
      .as('received_offers.sign')
    router
      .post('proposals/:id/decline', [controllers.agreements.Signing, 'declineAsAccount'])
      .as('received_offers.decline')
    router
      .get('proposals/:id/signed.pdf', [controllers.agreements.Signing, 'downloadAsAccount'])
      .as('received_offers.pdf')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])

router
  .get('offers/:id/signed.pdf', [controllers.agreements.Signing, 'downloadAsStaff'])
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])
  .as('offers.pdf')

router.get('verify', [controllers.agreements.Verify, 'show']).as('verify.show')
router
  .post('verify', [controllers.agreements.Verify, 'store'])
  .use(middleware.upload())
  .as('verify.store')
