import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import type Agreement from '#models/agreement'
import { isoOrNull } from '#infrastructure/stored_times'

/*
| An agreement as its signer's screen shows it: where it stands, the hash of the document the
| form carries back, the signature once given, whether a code is waiting. Never the code's hash,
| nor the signer's IP or user agent (those are in the sealed PDF).
*/
export default class AgreementTransformer extends BaseTransformer<Agreement> {
  toObject() {
    const agreement = this.resource
    return {
      reference: agreement.reference,
      status: agreement.status,
      documentHash: agreement.documentHash,
      signerName: agreement.signerName,
      signerEmail: agreement.signerEmail,
      signedAt: isoOrNull(agreement.signedAt),
      declinedAt: isoOrNull(agreement.declinedAt),
      sealed: agreement.pdfKey !== null,
      codeWaiting:
        agreement.codeHash !== null &&
        agreement.codeExpiresAt !== null &&
        agreement.codeExpiresAt > DateTime.now(),
    }
  }
}
