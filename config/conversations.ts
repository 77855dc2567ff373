import env from '#start/env'
import { CONVERSATIONS_PER_ADDRESS } from '#services/chat_limit_setting'

/*
| The chat panel. Conversations of visitors who never signed up are deleted this many days
| after their last message (the privacy page states the same figure). Staff replies to a visitor
| who has left are collected for a few minutes and sent as one e-mail.
*/
const conversationsConfig = {
  retentionDays: env.get('CHAT_RETENTION_DAYS', 180),
  replyMailDelay: env.get('CHAT_REPLY_MAIL_DELAY', '5m'),
  /*
  | The per-address ceiling on new conversations an hour: high enough for an office or a mobile
  | network behind one address (each browser has its own, lower limit first), low enough that
  | one machine cannot fill the inbox. 30..150 (start/env.ts refuses other values).
  */
  conversationsPerAddress:
    env.get('CHAT_CONVERSATIONS_PER_ADDRESS') ?? CONVERSATIONS_PER_ADDRESS.default,
  /* The cookie naming this browser for its own limit on new conversations. */
  browserCookieName: 'consulting_browser',
  /* The visitor's cookie: lives as long as the conversation may. */
  cookieName: 'consulting_chat',
  /* How long the link in a reply e-mail reopens the conversation. */
  resumeLinkExpiry: '30 days',
  /* How long the links of the e-mail asking to rate a closed conversation work. */
  ratingLinkExpiry: '30 days',
  /* The team's reply promise outside presence: business hours in Bratislava. */
  timeZone: 'Europe/Bratislava',
}

export default conversationsConfig
