import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { verifyReferenceValidator } from '#validators/agreement'
import { receiveUpload } from '#actions/files/receive_upload'
import { refuseFile } from '#actions/files/file_errors'
import { verifyPdf, verifyReference } from '#actions/agreements/verify_pdf'
import { AGREEMENT_BOUNDS } from '#shared/agreements'

/*
| /verify (public): an uploaded PDF or a typed reference, answered on the same page with whether
| this company sealed it, unchanged, and who signed what when. Nothing is stored.
*/
export default class VerifyController {
  async show({ inertia }: HttpContext) {
    return inertia.render('agreements/verify', { verdict: null })
  }

  async store(ctx: HttpContext) {
    const size = AGREEMENT_BOUNDS.verifyFileMaxBytes
    const file = await receiveUpload(ctx, 'file', { size, limit: size + 64 * 1024 })
    if (file) {
      if (!file.isValid || !file.tmpPath) throw refuseFile(ctx, 'tooLarge', { max: 20 })
      const verdict = await verifyPdf(await readFile(file.tmpPath))
      return ctx.inertia.render('agreements/verify', { verdict })
    }
    const { reference } = await ctx.request.validateUsing(verifyReferenceValidator)
    return ctx.inertia.render('agreements/verify', { verdict: await verifyReference(reference) })
  }
}
