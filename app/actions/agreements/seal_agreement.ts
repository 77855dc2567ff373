import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type Agreement from '#models/agreement'
import type Offer from '#models/offer'
import StoredFile from '#models/stored_file'
import User from '#models/user'
import { fileDisk } from '#infrastructure/file_storage'
import SealedAgreementMail from '#mails/sealed_agreement_mail'
import { sealedAgreementPdf } from '#actions/agreements/agreement_pdf'
import { recordAgreementEvent, trailOf } from '#actions/agreements/agreement_events'
import { sha256 } from '#actions/agreements/freeze_agreement'
import { onlineViewUrl } from '#actions/offers/offer_links'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

export const sealedKey = (agreement: Agreement) => `agreements/${agreement.reference}.pdf`

/*
| Composes and seals the PDF of a signed agreement, once: the trail up to and with the sealing,
| the file stored (and its own SHA-256 kept for /verify), a copy in the project's files when the
| offer has a project, and both sides told by e-mail with a link (the file is never attached).
| A failure leaves the signature standing unsealed; the next download seals it.
*/
export async function sealAgreement(agreement: Agreement, offer: Offer) {
  if (agreement.pdfKey) return agreement
  try {
    const events = await trailOf(agreement.id)
    const sealedAt = DateTime.now().startOf('second')
    const trail = [
      ...events.map((event) => ({
        type: event.type,
        at: event.createdAt.toJSDate(),
        actor: event.actor,
        ip: event.ip,
      })),
      { type: 'sealed' as const, at: sealedAt.toJSDate(), actor: agreement.reference, ip: null },
    ]
    const pdf = await sealedAgreementPdf(agreement, trail)
    const key = sealedKey(agreement)
    await fileDisk().put(key, pdf, { contentType: 'application/pdf' })
    const won = await db.transaction(async (trx) => {
      const updated = await trx
        .from('agreements')
        .where('id', agreement.id)
        .whereNull('pdf_key')
        .update({
          pdf_key: key,
          pdf_hash: sha256(pdf),
          sealed_at: sealedAt.toSQL({ includeOffset: false }),
        })
      if (!Number(updated)) return false
      await recordAgreementEvent(
        agreement.id,
        'sealed',
        { actor: agreement.reference },
        trx,
        sealedAt
      )
      return true
    })
    await agreement.refresh()
    if (!won) return agreement
    await offer.refresh()
    if (offer.projectId) await attachToProject(agreement, offer.projectId, pdf)
    await tellBothSides(agreement, offer)
  } catch (error) {
    logger.error({ err: error, agreement: agreement.id }, 'Could not seal a signed agreement')
  }
  return agreement
}

/* The sealed PDF among the project's files, once per project. */
export async function attachToProject(agreement: Agreement, projectId: number, pdf?: Buffer) {
  const name = `${agreement.reference}.pdf`
  const present = await StoredFile.query()
    .where('project_id', projectId)
    .where('name', name)
    .first()
  if (present) return present
  const bytes = pdf ?? Buffer.from(await fileDisk().getBytes(agreement.pdfKey!))
  const publicId = StoredFile.newPublicId()
  const keys = StoredFile.keysFor(publicId)
  await fileDisk().put(keys.original, bytes, { contentType: 'application/pdf' })
  return StoredFile.create({
    publicId,
    projectId,
    uploadedById: agreement.signerUserId,
    purpose: 'project',
    status: 'ready',
    clientKey: null,
    name,
    size: bytes.length,
    type: 'application/pdf',
    storageKey: keys.original,
    thumbnailKey: null,
  })
}

/* The recipient gets the online view's link, the offer's author the staff page's. */
async function tellBothSides(agreement: Agreement, offer: Offer) {
  await new SealedAgreementMail(
    { email: offer.email, fullName: agreement.signerName ?? '', locale: agreement.locale },
    agreement,
    onlineViewUrl(offer.viewToken, agreement.locale)
  ).queue()
  const author = offer.createdById ? await User.find(offer.createdById) : null
  if (author) {
    await new SealedAgreementMail(
      { email: author.email, fullName: author.fullName, locale: author.locale ?? 'en' },
      agreement,
      router.urlBuilder.urlFor('offers.show', { id: offer.id }, { prefixUrl: appUrl })
    ).queue()
  }
}
