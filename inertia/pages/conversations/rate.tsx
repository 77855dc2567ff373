import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { RatingPrompt } from '~/features/conversations/components/rating_prompt'

type Props = {
  conversation: Data.Conversation.Variants['toRating']
  chosen: number | null
  sendUrl: string
}

/*
| Where a star in the rating e-mail leads: that score is recorded as the page opens, and a few
| words may follow. A conversation opened again (or no longer asking) says so instead.
*/
export default function RateConversation({ conversation, chosen, sendUrl }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('chat_panel.rating.title')} />
      {conversation.ratingOffered ? (
        <RatingPrompt
          url={sendUrl}
          initial={conversation.rating}
          initialComment={conversation.ratingComment}
          chosen={chosen}
        />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('chat_panel.rating.notAsked')}
        </p>
      )}
    </>
  )
}

RateConversation.layout = {
  title: 'chat_panel.rating.title',
  description: 'chat_panel.rating.pageIntro',
} satisfies AuthLayoutProps
