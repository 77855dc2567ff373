import { createHash } from 'node:crypto'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { MINOR_UNITS } from '#shared/projects'

/*
| A camt.053 bank statement (ISO 20022 BankToCustomerStatement, any version 001.02 to 001.13)
| read into its booked credits. fast-xml-parser keeps every value as text (`parseTagValue` off),
| so an amount never passes through a float: "1234.5" becomes 123450 by string arithmetic. A
| document type declaration is refused outright (no entity of any kind is expanded).
*/
export type StatementCredit = {
  /* `camt:{account}:{the bank's entry reference}`: the same entry in a re-upload, the same key. */
  reference: string
  amountMinor: number
  currency: string
  bookedOn: string
  variableSymbol: string | null
  payerName: string | null
  remittance: string | null
}

export type StatementRefusal = 'notXml' | 'notCamt' | 'badEntry'

export class StatementError extends Error {
  constructor(readonly reason: StatementRefusal) {
    super(`invoices.statement.errors.${reason}`)
  }
}

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'])
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => ARRAYS.has(name),
})

type Node = Record<string, any>
const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === 'object') return text((value as Node)['#text'])
  const trimmed = String(value).trim()
  return trimmed === '' ? null : trimmed
}

export function parseStatement(xml: string): StatementCredit[] {
  if (/<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) {
    throw new StatementError('notXml')
  }
  let tree: Node
  try {
    tree = parser.parse(xml) as Node
  } catch {
    throw new StatementError('notXml')
  }
  const document = tree.Document as Node | undefined
  const statements = document?.BkToCstmrStmt?.Stmt as Node[] | undefined
  if (!isCamt053(xml) || !statements) {
    throw new StatementError('notCamt')
  }

  const credits: StatementCredit[] = []
  for (const statement of statements) {
    const account = text(statement.Acct?.Id?.IBAN) ?? text(statement.Acct?.Id?.Othr?.Id) ?? ''
    const statementId = text(statement.Id) ?? ''
    ;(statement.Ntry ?? []).forEach((entry: Node, index: number) => {
      if (text(entry.CdtDbtInd) !== 'CRDT') return
      // Booked only: a pending entry may still change (Sts is text before version 8, Sts/Cd after).
      const status = text(entry.Sts?.Cd) ?? text(entry.Sts)
      if (status !== 'BOOK') return
      if (text(entry.RvslInd) === 'true') return
      const details: Node[] = (entry.NtryDtls ?? []).flatMap((d: Node) => d.TxDtls ?? [])
      const bookedOn = (text(entry.BookgDt?.Dt) ?? text(entry.BookgDt?.DtTm) ?? '').slice(0, 10)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw new StatementError('badEntry')
      const entryKey =
        text(entry.AcctSvcrRef) ??
        text(entry.NtryRef) ??
        // No reference from the bank: the entry's place and content in its statement.
        createHash('sha256')
          .update(`${statementId}|${index}|${text(entry.Amt)}|${bookedOn}`)
          .digest('hex')
          .slice(0, 32)
      // A batch entry with several transactions, each with its own amount, is several credits.
      const parts =
        details.length > 1 && details.every((d) => text(d.Amt) ?? text(d.AmtDtls?.TxAmt?.Amt))
          ? details
          : [details[0] ?? {}]
      parts.forEach((detail, part) => {
        const amountNode = parts.length > 1 ? (detail.Amt ?? detail.AmtDtls?.TxAmt?.Amt) : entry.Amt
        const currency = String(amountNode?.['@Ccy'] ?? '')
        if (!/^[A-Z]{3}$/.test(currency)) throw new StatementError('badEntry')
        const amountMinor = minorUnits(text(amountNode))
        const remittance = [
          ...((detail.RmtInf?.Ustrd as unknown[] | undefined) ?? []).map(text),
          text(entry.AddtlNtryInf),
        ]
          .filter(Boolean)
          .join(' ')
        credits.push({
          reference: `camt:${account}:${entryKey}${parts.length > 1 ? `/${part + 1}` : ''}`,
          amountMinor,
          currency,
          bookedOn,
          variableSymbol: variableSymbolOf(detail, remittance),
          payerName:
            (
              text(detail.RltdPties?.Dbtr?.Nm) ??
              text(detail.RltdPties?.Dbtr?.Pty?.Nm) ??
              null
            )?.slice(0, 200) ?? null,
          remittance: remittance ? remittance.slice(0, 500) : null,
        })
      })
    })
  }
  return credits
}

/*
| The root element declares the camt.053 namespace, as its default or under a prefix (the parser
| drops namespace declarations along with the prefixes, so it is read from the start tag).
*/
function isCamt053(xml: string) {
  const root = /<(?:[\w.-]+:)?Document\b[^>]*>/.exec(xml)?.[0] ?? ''
  return [...root.matchAll(/\bxmlns(?::[\w.-]+)?\s*=\s*["']([^"']*)["']/g)].some(([, uri]) =>
    /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/.test(uri)
  )
}

/* "1234.5" → 123450; anything but a positive decimal with at most two places is refused. */
export function minorUnits(value: string | null) {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value ?? '')
  if (!match) throw new StatementError('badEntry')
  const minor = Number(match[1]) * MINOR_UNITS + Number((match[2] ?? '').padEnd(2, '0'))
  if (minor <= 0) throw new StatementError('badEntry')
  return minor
}

/*
| The variable symbol as Slovak and Czech banks pass it: in the end-to-end reference
| (`/VS20260001/SS/KS0308`), in the structured creditor reference (the digits alone or the same
| form), or in the free text ("VS 20260001").
*/
function variableSymbolOf(detail: Node, remittance: string) {
  const endToEnd = text(detail.Refs?.EndToEndId)
  const creditorRef = text(detail.RmtInf?.Strd?.CdtrRefInf?.Ref)
  for (const source of [endToEnd, creditorRef, remittance]) {
    const match = /VS\s*:?\s*(\d{1,10})\b/i.exec(source ?? '')
    if (match) return match[1].replace(/^0+(?=\d)/, '')
  }
  if (creditorRef && /^\d{1,10}$/.test(creditorRef)) return creditorRef.replace(/^0+(?=\d)/, '')
  return null
}
