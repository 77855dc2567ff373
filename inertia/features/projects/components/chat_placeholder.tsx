import { useTranslation } from 'react-i18next'
import { MessagesSquare } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

/* Where the project chat will live (the chat issue replaces this component). */
export function ChatPlaceholder() {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.chat.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <MessagesSquare className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('projects.chat.placeholder')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('projects.chat.soon')}</p>
        </div>
      </CardContent>
    </Card>
  )
}
