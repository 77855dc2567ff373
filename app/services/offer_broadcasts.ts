import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { userChannel } from '#shared/realtime'
import { serializer } from '#infrastructure/serializer'
import i18nManager from '@adonisjs/i18n/services/main'
import User from '#models/user'
import type Offer from '#models/offer'
import OfferTransformer from '#transformers/offer_transformer'

/*
| What staff hear about offers, on each staff member's personal channel (the offers area is
| theirs alone, so it needs no channel of its own to authorize): the offer's list item, the
| same a page loads. Called after commit (infrastructure/after_commit).
*/
async function audience(offer: Offer) {
  const [broadcaster, item, staff] = await Promise.all([
    app.container.make(Broadcaster),
    serializer.serialize(OfferTransformer.transform(offer)),
    User.query().where('role', 'super_admin').select('id', 'locale'),
  ])
  return { broadcaster, item, staff, ids: staff.map((member) => member.id) }
}

export async function broadcastOfferUpdated(offer: Offer) {
  const { broadcaster, item, ids } = await audience(offer)
  for (const id of ids) broadcaster.send(userChannel, { id }, 'offer.updated', { offer: item })
}

/*
| A recipient answered: open offer pages reload, and every staff member online gets a toast on
| whatever page they are on (the shell's personal notices), in their own language.
*/
export async function broadcastOfferResponded(offer: Offer) {
  const { broadcaster, item, staff } = await audience(offer)
  for (const member of staff) {
    const i18n = i18nManager.locale(
      i18nManager.getSupportedLocaleFor([member.locale ?? '']) ?? i18nManager.defaultLocale
    )
    const message = i18n.t('offers.live.responded', {
      email: offer.email,
      subject: offer.subject,
      answer: i18n.t(`offers.answers.${offer.answer ?? 'interested'}`),
    })
    broadcaster.send(userChannel, { id: member.id }, 'offer.responded', { offer: item })
    broadcaster.send(userChannel, { id: member.id }, 'notice', { message, kind: 'success' })
  }
}
