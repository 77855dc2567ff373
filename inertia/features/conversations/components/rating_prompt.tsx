import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Star } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { cn } from '~/lib/utils'
import { chatRequest } from '../lib/api'

type Answer = { errors?: { field?: string; message?: string }[]; message?: string }

const RATING_COMMENT_MAX = 1000

/*
| "How did we do?" once the team closed the conversation (the chat panel and the client's
| conversation page): one click on a star sends the score; then a few words may follow. Rating
| again replaces the score. The server's translated message shows beside the stars or the
| comment. `chosen`: a score picked before the prompt showed (a star in the rating e-mail), sent
| as soon as it mounts, so that click was the one click.
*/
export function RatingPrompt({
  url,
  initial,
  initialComment,
  chosen,
  compact,
}: {
  url: string
  initial?: number | null
  initialComment?: string | null
  chosen?: number | null
  compact?: boolean
}) {
  const { t } = useTranslation()
  const [score, setScore] = useState<number | null>(initial ?? null)
  const [comment, setComment] = useState(initialComment ?? '')
  const [sentComment, setSentComment] = useState(!!initialComment)
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({})
  const [sending, setSending] = useState(false)
  const titleId = useId()
  const ratingErrorId = useId()
  const commentId = useId()
  const commentErrorId = useId()
  const chosenSent = useRef(false)

  async function send(value: number, text?: string) {
    setSending(true)
    const { status, body } = await chatRequest<Answer>(url, {
      method: 'POST',
      body: text === undefined ? { rating: value } : { rating: value, comment: text },
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setSending(false)
    if (status === 200) {
      setScore(value)
      setErrors({})
      if (text !== undefined) setSentComment(true)
      return
    }
    const found: { rating?: string; comment?: string } = {}
    for (const error of body?.errors ?? []) {
      if (error.field === 'comment') found.comment ??= error.message
      else found.rating ??= error.message
    }
    if (!found.rating && !found.comment)
      found.rating = body?.message ?? t('chat_panel.rating.failed')
    setErrors(found)
  }

  useEffect(() => {
    if (!chosen || chosen === initial || chosenSent.current) return
    chosenSent.current = true
    void send(chosen, initialComment ?? undefined)
    // Once, on mount: the score arrived with the page.
  }, [])

  return (
    <section
      aria-labelledby={titleId}
      data-rating-prompt
      className={cn('grid gap-2 rounded-xl border bg-muted/50 p-3 text-sm', compact && 'mx-3 mb-3')}
    >
      <h3 id={titleId} className="font-semibold">
        {score ? t('chat_panel.rating.thanks') : t('chat_panel.rating.title')}
      </h3>
      <div
        role="group"
        aria-label={t('chat_panel.rating.scoreLabel')}
        aria-describedby={errors.rating ? ratingErrorId : undefined}
        className="flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            disabled={sending}
            aria-pressed={score === value}
            aria-label={t('chat_panel.rating.star', { score: value })}
            title={t(`chat_panel.rating.words.${value}`)}
            onClick={() => void send(value, sentComment ? comment : undefined)}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:size-9"
          >
            <Star
              aria-hidden
              className={cn(
                'size-6',
                score && value <= score
                  ? 'fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400'
                  : 'text-muted-foreground'
              )}
            />
          </button>
        ))}
      </div>
      {score !== null && (
        <p role="status" className="text-xs text-muted-foreground">
          {t('chat_panel.rating.given', { score, words: t(`chat_panel.rating.words.${score}`) })}
        </p>
      )}
      {errors.rating && (
        <p id={ratingErrorId} role="alert" className="text-xs font-medium text-destructive">
          {errors.rating}
        </p>
      )}
      {score !== null && (
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void send(score, comment)
          }}
        >
          <label htmlFor={commentId} className="text-xs font-medium">
            {t('chat_panel.rating.comment')}
          </label>
          <Textarea
            id={commentId}
            rows={2}
            value={comment}
            maxLength={RATING_COMMENT_MAX}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? commentErrorId : undefined}
            onChange={(event) => {
              setComment(event.target.value)
              setErrors((current) => ({ ...current, comment: undefined }))
            }}
            className="bg-background"
          />
          {errors.comment && (
            <p id={commentErrorId} role="alert" className="text-xs font-medium text-destructive">
              {errors.comment}
            </p>
          )}
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={sending}
            className="justify-self-start"
          >
            {sentComment ? t('chat_panel.rating.update') : t('chat_panel.rating.send')}
          </Button>
        </form>
      )}
    </section>
  )
}
