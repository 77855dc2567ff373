import { forms, statement } from '#data/statement'
import { fromIndex, matches, optional, score } from '#data/search_sql'
import { invoiceText } from '#data/search_index'

/*
| Issued invoices and credit notes by number, variable symbol, customer name or company number,
| for those who may see them (InvoicePolicy.view): staff, and the owner of the invoice's project.
| Values by name: q, user, staff, project, from, to, limit.
*/
export const SEARCH_INVOICES = statement(
  'search_invoices',
  forms((dialect) => {
    const text = invoiceText('i', dialect)
    const customerName =
      dialect === 'sqlite'
        ? `json_extract(i.customer, '$.name')`
        : `cast(i.customer as json) ->> 'name'`
    return `select i.id, i.number, i.kind, i.variable_symbol, i.total_minor, i.currency,
        ${customerName} as customer_name, p.name as project_name, i.issued_at as created_at,
        ${score(dialect, 'search_invoices', text, 'i.issued_at')} as score
      from ${fromIndex(dialect, 'search_invoices', 'invoices', 'i')}
      join projects p on p.id = i.project_id
      where ${matches(dialect, 'search_invoices', text)}
        and i.status = 'issued'
        and (cast(:staff as integer) = 1 or exists (select 1 from project_members pm
          where pm.project_id = i.project_id and pm.user_id = cast(:user as integer)
            and pm.role = 'owner'))
        and (cast(:project as integer) is null or i.project_id = cast(:project as integer))
        and ${optional('from', 'timestamptz', `i.issued_at >= ${dialect === 'sqlite' ? ':from' : 'cast(:from as timestamptz)'}`)}
        and ${optional('to', 'timestamptz', `i.issued_at < ${dialect === 'sqlite' ? ':to' : 'cast(:to as timestamptz)'}`)}
      order by score desc, i.id desc
      limit cast(:limit as integer)`
  })
)
