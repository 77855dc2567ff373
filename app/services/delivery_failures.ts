import type { DeliveryFailure } from '#shared/offers'

/*
| The kind of an SMTP hand-over's failure, read from the reason kept with the e-mail in the
| outbox, the offer and its timeline (the server's reply or Node's error text):
| staff read a sentence in their language, not "connect ECONNREFUSED 127.0.0.1:587". Read from
| the text, so reasons stored before this existed are explained too. Sign-in first (its reply
| also says "rejected"), then a timeout, an unreachable server, a refused recipient.
*/
const AUTH = /\beauth\b|invalid login|authentication|\bauth\b.*\b(failed|required|rejected)\b/i
const TIMEOUT = /etimedout|timed? ?out|greeting never received/i
const UNREACHABLE =
  /econnrefused|enotfound|ehostunreach|enetunreach|eai_again|econnreset|getaddrinfo|socket hang up|connection closed/i
const RECIPIENT =
  /recipient|mailbox|user unknown|no such user|unknown user|address rejected|\b5\.1\.\d\b/i

/* An SMTP reply code at the start, or after nodemailer's own words ("Invalid login: 535 ..."). */
function replyCode(reason: string) {
  const code = /(?:^|:\s)([245]\d\d)(?=[\s-])/.exec(reason)?.[1]
  return code ? Number(code) : null
}

export function deliveryFailureKind(reason: string | null | undefined): DeliveryFailure | null {
  if (!reason) return null
  const code = replyCode(reason)
  if (AUTH.test(reason) || code === 530 || code === 534 || code === 535) return 'auth_failed'
  if (TIMEOUT.test(reason)) return 'timeout'
  if (UNREACHABLE.test(reason)) return 'unreachable'
  if (RECIPIENT.test(reason) || code === 550 || code === 551 || code === 553) {
    return 'recipient_rejected'
  }
  return 'other'
}

/*
| Why an SMTP hand-over failed, and what trying again can do. A 5xx reply is the server's final
| word about this message (no such mailbox, refused); a 4xx reply may pass later. Without any
| reply (the connection refused, dropped or timed out) the server itself is unreachable: nothing
| else will get through either, so a batch stops there instead of trying every recipient.
*/
export function deliveryFailure(error: unknown) {
  const failure = error as { responseCode?: unknown; response?: unknown; message?: unknown }
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null
  const reason =
    (typeof failure.response === 'string' && failure.response) ||
    (typeof failure.message === 'string' && failure.message) ||
    String(error)
  return {
    permanent: code !== null && code >= 500,
    unreachable: code === null,
    reason: reason.slice(0, 500),
  }
}
