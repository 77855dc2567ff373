/*
| Bank statements for tests and benches: nothing of the app is imported, so a bench that does not
| boot the app can write them too.
*/
export type Credit = {
  ref: string
  amount: string
  currency?: string
  vs?: string
  debit?: boolean
  pending?: boolean
  payer?: string
  text?: string
}

/* A camt.053.001.08 statement as a Slovak bank writes it (variable symbol in EndToEndId). */
export function camt053(credits: Credit[], { statementId = 'STMT-2026-12-02' } = {}) {
  const entries = credits
    .map(
      (credit) => `
      <Ntry>
        <NtryRef>${credit.ref}</NtryRef>
        <Amt Ccy="${credit.currency ?? 'EUR'}">${credit.amount}</Amt>
        <CdtDbtInd>${credit.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>${credit.pending ? 'PDNG' : 'BOOK'}</Cd></Sts>
        <BookgDt><Dt>2026-12-02</Dt></BookgDt>
        <ValDt><Dt>2026-12-02</Dt></ValDt>
        <AcctSvcrRef>${credit.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${credit.vs ? `/VS${credit.vs}/SS/KS0308` : 'NOTPROVIDED'}</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>${credit.payer ?? 'Rick Kessler'}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${credit.text ?? 'Invoice payment'}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statementId}</MsgId><CreDtTm>2026-12-02T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <CreDtTm>2026-12-02T18:00:00</CreDtTm>
      <Acct><Id><IBAN>SK3112000000198742637541</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`
}
