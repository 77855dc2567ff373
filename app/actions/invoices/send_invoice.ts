import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import Invoice from '#models/invoice'
import ProjectMember from '#models/project_member'
import InvoiceMail from '#mails/invoice_mail'
import { InvoiceRuleError } from '#actions/invoices/invoice_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastInvoiceUpdated } from '#services/invoice_broadcasts'
import {
  peppolConfigured,
  peppolDeliveryOf,
  peppolParticipant,
  sendToPeppol,
  type PeppolDelivery,
} from '#infrastructure/peppol_provider'
import { formatMoney, type Currency } from '#shared/projects'

/* A Slovak business customer with a DIČ is reached through Peppol (when a provider is set). */
export function peppolReceiver(invoice: Invoice) {
  const customer = invoice.customerDetails
  if (!customer || customer.country !== 'SK' || !customer.taxNumber) return null
  return peppolParticipant(customer.taxNumber)
}

/*
| Sending an issued invoice (staff): an e-mail to each owner of its project in their language,
| linking to its page, stored in the outbox with the invoice's sent state in one transaction;
| then, when a Peppol provider is configured and the customer is a Slovak business, the UBL as
| issued to the provider, its answer kept on the invoice. Sending again sends again (a lost
| e-mail, a failed delivery); the provider's idempotency key keeps one delivery per document.
*/
export async function sendInvoice(invoiceId: number) {
  const invoice = await Invoice.find(invoiceId)
  if (!invoice || invoice.status !== 'issued') throw new InvoiceRuleError('notSendable')

  await db.transaction(async (trx) => {
    const owners = await ProjectMember.query({ client: trx })
      .where({ projectId: invoice.projectId, role: 'owner' })
      .preload('user')
    const supplier = invoice.supplierDetails!
    const sentTo: string[] = []
    for (const { user } of owners) {
      if (!user) continue
      const locale = user.locale ?? invoice.locale
      await new InvoiceMail(
        { email: user.email, fullName: user.fullName ?? '', locale },
        {
          kind: invoice.kind,
          number: invoice.number!,
          amount: formatMoney(
            { minor: invoice.totalMinor, currency: invoice.currency as Currency },
            locale
          ),
          dueDate: invoice.dueDate!.setLocale(locale).toLocaleString({ dateStyle: 'medium' }),
          variableSymbol: invoice.variableSymbol ?? '',
          iban: supplier.iban,
          supplier: supplier.name,
          url: router.urlBuilder.urlFor('invoices.show', { id: invoice.id }, { prefixUrl: appUrl }),
        }
      ).queue(trx)
      sentTo.push(user.email)
    }
    invoice.useTransaction(trx)
    invoice.merge({ sentAt: DateTime.now(), sentTo: sentTo.join(', ').slice(0, 1000) || null })
    await invoice.save()
    afterCommit(trx, () => broadcastInvoiceUpdated(invoice))
  })

  const receiver = peppolReceiver(invoice)
  if (peppolConfigured() && receiver && invoice.ublXml) {
    const delivery = await sendToPeppol({
      xml: invoice.ublXml,
      sha256: invoice.ublSha256!,
      invoiceId: invoice.id,
      sender: peppolParticipant(invoice.supplierDetails!.taxNumber),
      receiver,
    })
    await keepDelivery(invoice, delivery, { sentNow: true })
  }
  return invoice
}

async function keepDelivery(
  invoice: Invoice,
  delivery: PeppolDelivery,
  options = { sentNow: false }
) {
  invoice.merge({
    peppolStatus: delivery.status,
    peppolReference: delivery.reference ?? invoice.peppolReference,
    peppolError: delivery.status === 'failed' ? delivery.error : null,
    ...(options.sentNow ? { peppolSentAt: DateTime.now() } : {}),
  })
  await invoice.save()
  await broadcastInvoiceUpdated(invoice)
}

/*
| The provider's later word on deliveries still under way (a job every 15 minutes): delivered or
| failed. Answers how many changed.
*/
export async function refreshPeppolDeliveries() {
  if (!peppolConfigured()) return 0
  const pending = await Invoice.query()
    .where('peppol_status', 'sent')
    .whereNotNull('peppol_reference')
    .orderBy('peppol_sent_at', 'asc')
    .limit(200)
  let changed = 0
  for (const invoice of pending) {
    const delivery = await peppolDeliveryOf(invoice.peppolReference!)
    // An unreachable provider leaves the delivery as it was: asked again next time.
    if (delivery.status === 'failed' && delivery.error?.startsWith('unreachable')) continue
    if (delivery.status === invoice.peppolStatus) continue
    await keepDelivery(invoice, delivery)
    changed++
  }
  return changed
}
