import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

/*
| A new account's dashboard: the first two of the seven steps, the first with its button (the
| page passes the create-project dialog), instead of a screen of zeros.
*/
export function FirstSteps({ createAction }: { createAction: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Card className="gap-0">
      <CardHeader className="pb-2">
        <CardTitle id="first-steps" className="text-lg">
          {t('dashboard.start.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t('dashboard.start.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol aria-labelledby="first-steps" className="grid gap-4">
          <li className="flex gap-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              1
            </span>
            <div className="grid flex-1 justify-items-start gap-2">
              <div className="grid gap-0.5">
                <h3 className="font-medium">{t('dashboard.start.createTitle')}</h3>
                <p className="text-sm text-muted-foreground">
                  {t('dashboard.start.createDescription')}
                </p>
              </div>
              {createAction}
            </div>
          </li>
          <li className="flex gap-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold text-muted-foreground"
            >
              2
            </span>
            <div className="grid gap-0.5">
              <h3 className="font-medium">{t('dashboard.start.tellTitle')}</h3>
              <p className="text-sm text-muted-foreground">
                {t('dashboard.start.tellDescription')}
              </p>
            </div>
          </li>
        </ol>
        <p className="border-t pt-3 text-sm text-muted-foreground">{t('dashboard.start.after')}</p>
      </CardContent>
    </Card>
  )
}
