import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { MessageCircle, Plus } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { RelativeTime } from './relative_time'
import { useAvailabilityWords } from '~/hooks/use_availability'

/*
| The dashboard's "Conversations with us": the client's chats with the team (the one started
| as a visitor comes here after signing up) and a way to start a new one.
*/
export function ConversationsCard({ conversations }: { conversations: Data.Conversation[] }) {
  const { t, i18n } = useTranslation()
  const hours = useAvailabilityWords()
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso)
    )
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle id="conversations-with-us" className="text-base">
          {t('inbox.dashboard.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t('inbox.dashboard.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {conversations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('inbox.dashboard.empty')} {t('common.availability.replyTime', hours)}
          </p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-labelledby="conversations-with-us">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link
                  route="conversations.show"
                  routeParams={{ id: conversation.id }}
                  className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
                >
                  <MessageCircle className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate">
                      {t('inbox.dashboard.item', { date: date(conversation.createdAt) })}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime iso={conversation.lastActivityAt} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Form route="conversations.store">
          <Button type="submit" variant="outline" size="sm">
            <Plus aria-hidden />
            {t('inbox.dashboard.start')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
