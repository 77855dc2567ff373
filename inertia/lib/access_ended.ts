import { isFinalRefusal } from '@shared/live_recovery'

type Subscription = {
  subscribed?: boolean
  bind(event: string, callback: (data?: any) => void): unknown
  unbind(event: string, callback: (data?: any) => void): unknown
}

/*
| When the server ends someone's access it closes their sockets; pusher-js reconnects and
| authorises every channel again, and a channel that was lost is refused (401/403/404, never
| retried: shared/live_recovery.ts). A channel refused like that after it had been live is
| access that ended while the page was open: `ended` is called so the page can say so. A
| refusal before it was ever live is not this (the page itself would have been refused).
| Answers a function that stops watching.
*/
export function whenAccessEnds(subscription: Subscription, ended: () => void) {
  let live = subscription.subscribed === true
  const onSucceeded = () => {
    live = true
  }
  const onError = (error?: { status?: number }) => {
    if (live && isFinalRefusal(error?.status)) ended()
  }
  subscription.bind('pusher:subscription_succeeded', onSucceeded)
  subscription.bind('pusher:subscription_error', onError)
  return () => {
    subscription.unbind('pusher:subscription_succeeded', onSucceeded)
    subscription.unbind('pusher:subscription_error', onError)
  }
}
