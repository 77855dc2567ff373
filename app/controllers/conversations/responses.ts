import type { HttpContext } from '@adonisjs/core/http'
import type { ChatRefusal } from '#actions/conversations/chat_throttle'

/*
| The chat's JSON answers that are not data: every miss (no conversation, a wrong or blocked
| token, someone else's thread) is the same 404 as an unknown URL; a limit answers 429 saying
| which limit and in how many minutes to try again (rounded up: waiting that long always
| works), in the visitor's language; Retry-After keeps the exact seconds for programs.
*/
export function missing({ response, i18n }: HttpContext) {
  return response.notFound({ message: i18n.t('common.notFound.title') })
}

export function throttledAnswer({ response, i18n }: HttpContext, refused: ChatRefusal) {
  response.header('Retry-After', String(refused.retryAfter))
  const minutes = Math.max(1, Math.ceil(refused.retryAfter / 60))
  return response.tooManyRequests({
    message: i18n.t(`inbox.chat.limited.${refused.reason}`, { minutes }),
  })
}

/* A rating sent for a conversation that is not asking for one (open again, or switched off). */
export function notRateable({ response, i18n }: HttpContext) {
  return response.conflict({
    errors: [{ field: 'rating', rule: 'offered', message: i18n.t('inbox.rating.notOffered') }],
  })
}
