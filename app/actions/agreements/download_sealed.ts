import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import type Agreement from '#models/agreement'
import { fileDisk } from '#infrastructure/file_storage'
import { recordAgreementEvent } from '#actions/agreements/agreement_events'
import { sealAgreement } from '#actions/agreements/seal_agreement'

/*
| Streams the sealed PDF (any kind of agreement) to a reader the caller authorized, and records
| the download in the trail. One signed but not sealed yet (sealing failed) is sealed now; an
| unsigned one has no PDF: Not found.
*/
export async function downloadSealed(ctx: HttpContext, agreement: Agreement, actor: string | null) {
  if (agreement.status !== 'signed') throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  if (!agreement.pdfKey) await sealAgreement(agreement)
  if (!agreement.pdfKey) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  await recordAgreementEvent(agreement.id, 'downloaded', {
    actor,
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
  })
  const bytes = await fileDisk().getBytes(agreement.pdfKey)
  ctx.response.header('Content-Type', 'application/pdf')
  ctx.response.header('Content-Disposition', `attachment; filename="${agreement.reference}.pdf"`)
  ctx.response.header('Cache-Control', 'private, no-store')
  return ctx.response.send(Buffer.from(bytes))
}
