import { useTranslation } from 'react-i18next'
import { MessagesSquare } from 'lucide-react'
import { noticeMessage, type Notice } from '@shared/projects'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { Clock } from '../types'
import { RelativeTime } from './relative_time'

type StreamEntry = { id: number; kind: string; notice: Notice | null; createdAt: string }

const SHOWN = 5

/*
| Where the project chat will live (the chat issue replaces this component). Until then it says
| so, and lists the latest notices of the project's stream (joined, left, plan accepted...),
| each said in the reader's language.
*/
export function ChatPlaceholder({ messages, clock }: { messages: StreamEntry[]; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const notices = messages
    .filter((entry) => entry.kind === 'notice' && entry.notice)
    .slice(-SHOWN)
    .reverse()

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('projects.chat.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
          <MessagesSquare className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('projects.chat.placeholder')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('projects.chat.soon')}</p>
        </div>
        {notices.length > 0 && (
          <section aria-labelledby="project-activity">
            <h3 id="project-activity" className="text-sm font-semibold">
              {t('projects.chat.activity')}
            </h3>
            <ul className="mt-2 grid gap-2 text-sm" aria-labelledby="project-activity">
              {notices.map((entry) => {
                const { key, values } = noticeMessage(entry.notice!, i18n.language)
                return (
                  <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                    <span>{t(key, values)}</span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime iso={entry.createdAt} clock={clock} />
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
