import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MilestoneToInvoice } from '#actions/dashboard/staff_dashboard'

/* An accepted milestone whose invoice waits for staff (the team's dashboard). */
export default class MilestoneToInvoiceTransformer extends BaseTransformer<MilestoneToInvoice> {
  toObject() {
    const milestone = this.resource
    return {
      key: milestone.key,
      title: milestone.title,
      amount: milestone.amount,
      acceptedAt: milestone.acceptedAt,
      invoiceId: milestone.invoiceId,
      projectId: milestone.projectId,
      projectName: milestone.projectName,
    }
  }
}
