import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Invoices (DESIGN.md routes: `/invoices`, `/invoices/{id}`): staff see and issue all of them;
| a project's owner sees the project's issued invoices (InvoicePolicy).
*/
router
  .group(() => {
    router.get('invoices', [controllers.invoices.Invoices, 'index']).as('invoices.index')
    router.get('invoices/create', [controllers.invoices.Invoices, 'create']).as('invoices.create')
    router.get('invoices/export', [controllers.invoices.Exports, 'download']).as('invoices.export')
    router.post('invoices', [controllers.invoices.Invoices, 'store']).as('invoices.store')
    router.get('invoices/:id', [controllers.invoices.Invoices, 'show']).as('invoices.show')
    router.delete('invoices/:id', [controllers.invoices.Invoices, 'destroy']).as('invoices.destroy')
    router.post('invoices/:id/issue', [controllers.invoices.Invoices, 'issue']).as('invoices.issue')
    router.post('invoices/:id/send', [controllers.invoices.Invoices, 'send']).as('invoices.send')
    router.get('invoices/:id/pdf', [controllers.invoices.Documents, 'pdf']).as('invoices.pdf')
    router.get('invoices/:id/xml', [controllers.invoices.Documents, 'xml']).as('invoices.xml')
    // Payments (docs/decisions/payments.md): a camt.053 statement by staff, a card by the owner.
    router
      .post('invoices/statements', [controllers.invoices.Payments, 'importStatement'])
      .as('invoices.statements.import')
      .use(middleware.upload())
    router
      .post('invoices/credits/:id/assign', [controllers.invoices.Payments, 'assignCredit'])
      .as('invoices.credits.assign')
    router
      .post('invoices/:id/checkout', [controllers.invoices.Payments, 'checkout'])
      .as('invoices.checkout')
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])

// Stripe's webhook: no session, no CSRF token (config/shield.ts); its signature is the proof.
router
  .post('payments/stripe/webhook', [controllers.invoices.Payments, 'stripeWebhook'])
  .as('payments.stripe.webhook')
