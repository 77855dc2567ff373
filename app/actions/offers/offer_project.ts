import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type Offer from '#models/offer'
import type User from '#models/user'
import { OFFER_SIGNUP_KEY } from '#infrastructure/session_keys'
import { createProject } from '#actions/projects/create_project'
import { findOfferByViewToken } from '#actions/offers/answer_offer'
import { PROJECT_BOUNDS } from '#shared/projects'
import Agreement from '#models/agreement'
import { attachToProject } from '#actions/agreements/seal_agreement'

/*
| The recipient of an offer signs up and finds their first project started. The online view's
| link remembers the offer in this session and opens registration with their address filled
| in; once they verify that very address (which proves the inbox the offer went to is theirs),
| a project named after the offer's subject is created for them, once per offer. Nothing is
| created for any other address, and a signed-in recipient gets it at once. Used by the online
| view, registration and e-mail verification.
*/
export function rememberOfferSignUp(ctx: HttpContext, offer: Offer) {
  ctx.session.put(OFFER_SIGNUP_KEY, offer.viewToken)
}

/* The recipient's address, to prefill the sign-up form. */
export async function rememberedOfferEmail(ctx: HttpContext) {
  const offer = await findOfferByViewToken(ctx.session.get(OFFER_SIGNUP_KEY))
  return offer?.email ?? null
}

export function projectNameFor(offer: Offer) {
  const name = offer.subject.trim().slice(0, PROJECT_BOUNDS.nameMax)
  return name.length >= PROJECT_BOUNDS.nameMin ? name : `${name} project`.trim()
}

/* The offer's project for `user`, created unless this offer already started one. */
export async function startOfferProject(user: User, offer: Offer) {
  if (user.email.toLowerCase() !== offer.email.toLowerCase()) return null
  if (offer.projectId) return null
  const project = await createProject(user, { name: projectNameFor(offer), description: null })
  await db.from('offers').where('id', offer.id).whereNull('project_id').update({
    project_id: project.id,
  })
  // An offer signed before the project existed: its sealed PDF joins the project's files.
  const agreement = await Agreement.findBy('offer_id', offer.id)
  if (agreement?.pdfKey) await attachToProject(agreement, project.id)
  return project
}

/* Right after `user` verified their address: the project of the offer this session opened. */
export async function startRememberedOfferProject(ctx: HttpContext, user: User) {
  const offer = await findOfferByViewToken(ctx.session.get(OFFER_SIGNUP_KEY))
  if (!offer) return null
  const project = await startOfferProject(user, offer)
  if (project) ctx.session.forget(OFFER_SIGNUP_KEY)
  return project
}
