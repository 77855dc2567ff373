/*
| Web push names shared by the server, the pages and the service worker's configuration.
*/

/* Characters of a message shown in a notification (systems cut around 2–4 lines anyway). */
export const PUSH_BODY_MAX = 160

/* The device remembers "Not now" on the opt-in card here (localStorage). */
export const PUSH_OFFER_DISMISSED_KEY = 'push-offer-dismissed'
