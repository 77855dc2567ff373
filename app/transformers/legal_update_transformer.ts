import type { I18n } from '@adonisjs/i18n'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { LEGAL_UPDATED, type LegalDocument } from '#services/legal_documents'

/*
| When a legal text last changed: the ISO date for `<time datetime>` and the date written out in
| the page's language. Formatted on the server, so the server render and the browser agree.
*/
export default class LegalUpdateTransformer extends BaseTransformer<LegalDocument> {
  constructor(
    document: LegalDocument,
    protected i18n: I18n
  ) {
    super(document)
  }

  toObject() {
    const iso = LEGAL_UPDATED[this.resource]
    const label = this.i18n.formatDate(new Date(`${iso}T12:00:00Z`), {
      dateStyle: 'long',
      timeZone: 'UTC',
    })
    return { iso: iso as string, label }
  }
}
