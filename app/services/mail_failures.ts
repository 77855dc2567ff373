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
