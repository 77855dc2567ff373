import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { useRealtimeSettings } from '~/hooks/use_realtime_settings'
import { Thread } from '~/features/conversations/components/thread'
import { Composer } from '~/features/conversations/components/composer'
import { TypingLine } from '~/features/conversations/components/typing_line'
import { useLiveThread } from '~/features/conversations/hooks/use_live_thread'
import { RatingPrompt } from '~/features/conversations/components/rating_prompt'

type Props = {
  conversation: Data.Conversation
  messages: Data.ConversationMessage[]
}

/* A client's conversation with the team: carried over from the site's chat or started here. */
export default function ConversationShow({ conversation, messages }: Props) {
  const { t } = useTranslation()
  const { user } = useSharedProps()
  const settings = useRealtimeSettings()
  const [status, setStatus] = useState(conversation.status)
  const [ratingOffered, setRatingOffered] = useState(conversation.ratingOffered)
  const thread = useLiveThread({
    conversationId: conversation.id,
    initial: messages,
    settings,
    sender: 'visitor',
    name: user?.fullName ?? null,
    messagesUrl: urlFor('conversations.messages', { id: conversation.id }),
    postUrl: urlFor('conversations.messages.store', { id: conversation.id }),
    onState: (state) => {
      setStatus(state.status)
      setRatingOffered(state.ratingOffered)
    },
    onPosted: () => {
      setStatus('open')
      setRatingOffered(false)
    },
  })

  return (
    <>
      <Head title={t('inbox.mine.title')} />
      <div className="mx-auto grid max-w-3xl gap-4">
        <Link
          route="dashboard"
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('inbox.mine.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('inbox.mine.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('inbox.mine.description')}</p>
        </div>
        <section className="flex h-[calc(100dvh-15rem)] min-h-[22rem] flex-col overflow-hidden rounded-xl border bg-card">
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Thread
              onRetry={thread.retry}
              onDiscard={thread.discard}
              messages={thread.messages}
              side="visitor"
              labels={{
                log: t('inbox.thread.label'),
                you: t('inbox.thread.you'),
                team: t('inbox.thread.team'),
                other: t('inbox.thread.visitor'),
                sending: t('inbox.thread.sending'),
                failed: t('inbox.show.sendFailed'),
                queued: t('inbox.thread.queued'),
                empty: t('inbox.mine.empty'),
              }}
            />
          </div>
          <div className="border-t p-3">
            {status === 'closed' && (
              <p className="mb-2 text-xs text-muted-foreground">{t('inbox.mine.closed')}</p>
            )}
            {status === 'closed' && ratingOffered && (
              <div className="mb-3">
                <RatingPrompt
                  url={urlFor('conversations.rating', { id: conversation.id })}
                  initial={conversation.rating}
                  initialComment={conversation.ratingComment}
                />
              </div>
            )}
            <TypingLine
              text={
                thread.typing !== null
                  ? t('inbox.mine.teamTyping', { name: thread.typing || t('inbox.thread.team') })
                  : null
              }
            />
            <Composer
              label={t('inbox.mine.replyLabel')}
              placeholder={t('inbox.mine.placeholder')}
              sendLabel={t('inbox.show.send')}
              onSend={(text, files) => thread.send(text, files)}
              onTyping={thread.whisperTyping}
              uploadUrl={urlFor('conversations.files.store', { id: conversation.id })}
            />
          </div>
        </section>
      </div>
    </>
  )
}
