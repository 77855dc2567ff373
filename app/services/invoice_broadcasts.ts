import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { userChannel } from '#shared/realtime'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import type Invoice from '#models/invoice'

/*
| An invoice changed (a payment arrived, it was issued): the people who may see it (staff and
| the project's owner, InvoicePolicy.view) hear it on their personal channels, so their open
| invoice pages and dashboards reload what they show. The event names the invoice only; what a
| page shows comes from its own reload, through its policy. Called after commit.
*/
export async function broadcastInvoiceUpdated(invoice: Invoice) {
  const [broadcaster, staff, owners] = await Promise.all([
    app.container.make(Broadcaster),
    User.query().where('role', 'super_admin').select('id'),
    ProjectMember.query().where({ projectId: invoice.projectId, role: 'owner' }).select('userId'),
  ])
  const ids = new Set([...staff.map((user) => user.id), ...owners.map((owner) => owner.userId)])
  for (const id of ids) {
    broadcaster.send(userChannel, { id }, 'invoice.updated', {
      invoiceId: invoice.id,
      projectId: invoice.projectId,
    })
  }
}
