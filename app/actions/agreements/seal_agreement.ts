import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type Agreement from '#models/agreement'
import Offer from '#models/offer'
import PlanRevision from '#models/plan_revision'
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
| the file stored (and its own SHA-256 kept for /verify), a copy in the project's files when
| there is a project (the offer's, the plan's), and both sides told by e-mail with a link (the
| file is never attached). A failure leaves the signature standing unsealed; the next download
| seals it. Any kind of agreement: an offer may be handed in when the caller has it.
*/
export async function sealAgreement(agreement: Agreement, offer?: Offer) {
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
    const parties = await partiesOf(agreement, offer)
    if (parties.projectId) await attachToProject(agreement, parties.projectId, pdf)
    for (const { recipient, url } of parties.told) {
      await new SealedAgreementMail(recipient, agreement, url).queue()
    }
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

type Party = { recipient: { email: string; fullName: string; locale: string }; url: string }

/*
| Who is told and where the PDF lands. An offer: its recipient gets the online view's link, its
| author the staff page's. A plan revision or change order: the owner who signed and the staff
| who proposed it, both to the project page whose plan card downloads it.
*/
async function partiesOf(agreement: Agreement, given?: Offer) {
  const told: Party[] = []
  const person = (user: User) => ({
    email: user.email,
    fullName: user.fullName,
    locale: user.locale ?? 'en',
  })
  if (agreement.kind === 'offer') {
    const offer = given ?? (await Offer.findOrFail(agreement.offerId))
    await offer.refresh()
    told.push({
      recipient: {
        email: offer.email,
        fullName: agreement.signerName ?? '',
        locale: agreement.locale,
      },
      url: onlineViewUrl(offer.viewToken, agreement.locale),
    })
    const author = offer.createdById ? await User.find(offer.createdById) : null
    if (author) {
      told.push({
        recipient: person(author),
        url: router.urlBuilder.urlFor('offers.show', { id: offer.id }, { prefixUrl: appUrl }),
      })
    }
    return { projectId: offer.projectId, told }
  }
  const revision = await PlanRevision.findOrFail(agreement.planRevisionId)
  const url = router.urlBuilder.urlFor(
    'projects.show',
    { id: revision.projectId },
    { prefixUrl: appUrl }
  )
  const signer = agreement.signerUserId ? await User.find(agreement.signerUserId) : null
  if (signer) {
    told.push({
      recipient: { ...person(signer), fullName: agreement.signerName ?? signer.fullName },
      url,
    })
  }
  const proposer = revision.proposedById ? await User.find(revision.proposedById) : null
  if (proposer && proposer.id !== signer?.id) told.push({ recipient: person(proposer), url })
  return { projectId: revision.projectId, told }
}
