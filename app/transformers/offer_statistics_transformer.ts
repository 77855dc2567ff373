import { BaseTransformer } from '@adonisjs/core/transformers'
import { offerRates, type OfferCounts } from '#shared/offers'

/*
| The index's figures for the current filter: offers sent, of them opened (or responded) and
| responded, and the two rates (null when nothing was sent). The page formats the rates as
| percentages in the reader's language.
*/
export default class OfferStatisticsTransformer extends BaseTransformer<OfferCounts> {
  toObject() {
    const counts = this.resource
    return { ...counts, ...offerRates(counts) }
  }
}
