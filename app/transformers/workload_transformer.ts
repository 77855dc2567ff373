import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Workload } from '#actions/dashboard/staff_dashboard'

/* One staff member's share of the work, as the staff dashboard's workload table shows it. */
export default class WorkloadTransformer extends BaseTransformer<Workload> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      name: row.name,
      openConversations: row.openConversations,
      activeProjects: row.activeProjects,
    }
  }
}
