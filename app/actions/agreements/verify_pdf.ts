import Agreement from '#models/agreement'
import { sha256 } from '#actions/agreements/freeze_agreement'
import { AGREEMENT_REFERENCE } from '#shared/agreements'

export type Verdict =
  | {
      state: 'sealed'
      reference: string
      subject: string
      signerName: string
      signedAt: string
      sealedAt: string
    }
  | { state: 'changed'; reference: string }
  | { state: 'unknown' }

function sealedVerdict(agreement: Agreement): Verdict {
  return {
    state: 'sealed',
    reference: agreement.reference,
    subject: agreement.content.subject,
    signerName: agreement.signerName ?? '',
    signedAt: agreement.signedAt!.toISO()!,
    sealedAt: agreement.sealedAt!.toISO()!,
  }
}

/*
| What /verify answers (DESIGN.md "Agreements"): an uploaded file whose SHA-256 is one this
| install sealed is that agreement, unchanged; a file naming one of our references with other
| bytes was changed after sealing; anything else is not ours. Only who signed what and when is
| told, nothing more.
*/
export async function verifyPdf(bytes: Buffer): Promise<Verdict> {
  const same = await Agreement.query().where('pdf_hash', sha256(bytes)).first()
  if (same?.signedAt && same.sealedAt) return sealedVerdict(same)
  const named = /\/AgreementReference\s*\((AG-[0-9A-Z-]{14})\)/.exec(bytes.toString('latin1'))
  if (named) {
    const agreement = await Agreement.query()
      .where('reference', named[1])
      .whereNotNull('pdf_hash')
      .first()
    if (agreement) return { state: 'changed', reference: agreement.reference }
  }
  return { state: 'unknown' }
}

export async function verifyReference(reference: string): Promise<Verdict> {
  const normalized = reference.trim().toUpperCase()
  if (!AGREEMENT_REFERENCE.test(normalized)) return { state: 'unknown' }
  const agreement = await Agreement.query()
    .where('reference', normalized)
    .whereNotNull('pdf_hash')
    .first()
  return agreement?.signedAt && agreement.sealedAt ? sealedVerdict(agreement) : { state: 'unknown' }
}
