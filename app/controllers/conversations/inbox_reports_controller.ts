import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import availabilityConfig from '#config/availability'
import {
  inboxReport,
  inboxReportCsv,
  parseReportRange,
  reportRanges,
} from '#actions/conversations/inbox_report'

/*
| The inbox's reports (/inbox/reports): how fast the team answers and resolves, within the
| opening hours, per week and per team member, with labels and ratings; the same figures as
| CSV (/inbox/reports.csv). Staff only (others get Not found).
*/
export default class InboxReportsController {
  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessInboxReports')
    const weeks = parseReportRange(request.qs().weeks)
    return inertia.render('inbox/reports', {
      report: await inboxReport(weeks, availabilityConfig),
      ranges: [...reportRanges],
    })
  }

  async csv({ bouncer, request, response }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessInboxReports')
    const report = await inboxReport(parseReportRange(request.qs().weeks), availabilityConfig)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header(
      'Content-Disposition',
      `attachment; filename="inbox-report-${report.from}-${report.to}.csv"`
    )
    response.header('Cache-Control', 'private, no-store')
    return response.send(inboxReportCsv(report))
  }
}
