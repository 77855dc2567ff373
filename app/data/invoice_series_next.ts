import { sameOnBoth, statement } from '#data/statement'

/*
| The next number of an invoice series (one per kind and calendar year): the upsert raises the
| counter and returns it in one statement, and the row stays locked until the issuing
| transaction ends. Values: kind, year.
*/
export const NEXT_INVOICE_SEQ = statement(
  'next_invoice_seq',
  sameOnBoth(`insert into invoice_series (kind, year, last_seq) values (?, ?, 1)
     on conflict (kind, year) do update set last_seq = invoice_series.last_seq + 1
     returning last_seq`)
)
