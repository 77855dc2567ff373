/*
| Every key one request leaves in the session for another, in one place: the writer and the
| reader (a middleware and a controller, two controllers, a test) import it from here, so neither
| reaches into the other and two features cannot pick the same name by accident.
|
| The framework's own flash keys (`success`, `error`, `status`, `inputErrorsBag`) are read by the
| Inertia middleware and are not repeated here.
*/

/* Kept until removed. */

/* The page a guest asked for; the login (or a password confirmation) returns there. */
export const INTENDED_URL_KEY = 'url_intended'

/* Who passed the password step and still owes a two-factor code: `{ id, remember }`. */
export const PENDING_LOGIN_KEY = 'login_pending'

/* The address a guest just registered, shown on "check your inbox". */
export const REGISTERED_EMAIL_KEY = 'registered_email'

/* When the password was last confirmed (ms since the epoch), for the secure areas. */
export const PASSWORD_CONFIRMED_KEY = 'password_confirmed_at'

/* The session that made an account's first dashboard visit keeps saying "Welcome". */
export const FIRST_VISIT_KEY = 'dashboard_first_visit'

/* A staff member's previous dashboard visit (ISO time): "offers answered since" (app/actions/dashboard). */
export const DASHBOARD_SINCE_KEY = 'dashboard_since'

/*
| The account this browser has just registered, `{ userId, emailHash, expiresAt }`: following its
| verification link here signs it in, once (app/actions/auth/signup_sign_in.ts).
*/
export const SIGNUP_SIGN_IN_KEY = 'signup_sign_in'

/* What the session list shows about this device (see app/actions/auth/sessions.ts). */
export const DEVICE_KEY = 'device'

/* The token of the invitation link this session opened (app/actions/projects). */
export const INVITATION_TOKEN_KEY = 'invitation_token'

/* The online view of an offer whose recipient went on to create an account (app/actions/offers). */
export const OFFER_SIGNUP_KEY = 'offer_signup_token'

/*
| The WebAuthn challenges this session was given, by ceremony (`register`, `login`, `confirm`):
| `{ [purpose]: { challenge, issuedAt } }`. Each is taken (and so gone) by the first answer.
*/
export const PASSKEY_CHALLENGES_KEY = 'passkey_challenges'

/* Flashed: read by the next request only. */

/* The contact form was accepted: the landing page shows its thank-you note. */
export const CONTACT_SENT_FLASH = 'contactSent'

/* Recovery codes were just issued: the two-factor page shows them at once, once. */
export const CODES_ISSUED_FLASH = 'recoveryCodesIssued'

/* The fields of a refused form whose typed values were flashed (app/infrastructure/old_input.ts). */
export const OLD_INPUT_FLASH = 'oldInput'

/* Where each field error's text came from, so the page can say it in another language. */
export const ERROR_SOURCES_FLASH = 'errorSources'
