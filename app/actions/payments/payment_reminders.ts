import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import paymentsConfig from '#config/payments'
import Invoice from '#models/invoice'
import ProjectMember from '#models/project_member'
import PaymentReminderMail from '#mails/payment_reminder_mail'
import { INVOICE_ZONE } from '#actions/invoices/issue_invoice'
import { formatMoney, type Currency } from '#shared/projects'

/*
| Reminders for overdue invoices (run daily, start/scheduler.ts): an issued invoice still owed whose
| due date passed by one of the configured stages (3, 10 and 20 days by default) gets one e-mail
| to each owner of its project, in their language, once per stage: the stage's row
| (`invoice_reminders`, unique) and the e-mail are stored in one transaction. An invoice found
| late (25 days) gets the latest stage's reminder only. Answers how many e-mails were stored.
*/
export async function sendPaymentReminders(now: DateTime = DateTime.now()) {
  const today = now.setZone(INVOICE_ZONE).startOf('day')
  const stages = paymentsConfig.reminderDays
  if (stages.length === 0) return 0
  const overdue = await Invoice.query()
    .withScopes((scopes) => scopes.owed())
    .where('due_date', '<=', today.minus({ days: stages[0] }).toISODate()!)
    .limit(1000)
  let sent = 0
  for (const invoice of overdue) {
    const late = Math.floor(
      today.diff(invoice.dueDate!.setZone(INVOICE_ZONE, { keepLocalTime: true }), 'days').days
    )
    const stage = [...stages].reverse().find((days) => late >= days)
    if (!stage) continue
    sent += await db.transaction(async (trx) => {
      const later = await trx
        .from('invoice_reminders')
        .where('invoice_id', invoice.id)
        .where('stage_days', '>=', stage)
        .first()
      if (later) return 0
      await trx.table('invoice_reminders').insert({
        invoice_id: invoice.id,
        stage_days: stage,
        created_at: DateTime.now().toFormat(trx.dialect.dateTimeFormat),
      })
      const owners = await ProjectMember.query({ client: trx })
        .where({ projectId: invoice.projectId, role: 'owner' })
        .preload('user')
      for (const { user } of owners) {
        if (!user) continue
        const locale = user.locale ?? invoice.locale
        await new PaymentReminderMail(
          { email: user.email, fullName: user.fullName ?? '', locale },
          {
            number: invoice.number!,
            amount: formatMoney(
              {
                minor: invoice.outstandingMinor,
                currency: invoice.currency as Currency,
              },
              locale
            ),
            dueDate: invoice.dueDate!.setLocale(locale).toLocaleString({ dateStyle: 'medium' }),
            variableSymbol: invoice.variableSymbol ?? '',
            url: router.urlBuilder.urlFor(
              'invoices.show',
              { id: invoice.id },
              { prefixUrl: appUrl }
            ),
            messageKey: `invoice-reminder-${invoice.id}-${stage}-${user.id}`,
          }
        ).queue(trx)
      }
      return owners.length
    })
  }
  return sent
}
