import { PushSubscriptionSchema } from '#database/schema'

/*
| One browser that agreed to web push for one user (issue 25): the push service's endpoint and
| the keys its messages are encrypted for. The endpoint and keys never leave the server.
*/
export default class PushSubscription extends PushSubscriptionSchema {
  static table = 'push_subscriptions'
}
