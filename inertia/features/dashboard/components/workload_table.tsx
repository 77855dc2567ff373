import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatNumber } from '~/lib/format'

/* Who carries what: each staff member's open conversations and active projects. */
export function WorkloadTable({ rows }: { rows: Data.Workload[] }) {
  const { t, i18n } = useTranslation()
  const number = (value: number) => formatNumber(value, i18n.language)
  return (
    <Card className="gap-0">
      <CardHeader className="pb-1">
        <CardTitle id="team-workload" className="text-base">
          {t('dashboard.team.workload.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">{t('dashboard.team.workload.empty')}</p>
        ) : (
          <table aria-labelledby="team-workload" className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('dashboard.team.workload.person')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('dashboard.team.workload.conversations')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('dashboard.team.workload.projects')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                    {row.name}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {number(row.openConversations)}
                  </td>
                  <td className="py-2 pl-2 text-right tabular-nums">
                    {number(row.activeProjects)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}
