import type { SessionData } from '@adonisjs/session/types'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { PASSWORD_CONFIRMED_KEY } from '#infrastructure/session_keys'
import { relyingParty } from '#infrastructure/relying_party'
import { SoftwareAuthenticator, type Bend } from '#tests/helpers/software_authenticator'

/*
| The passkey ceremonies as a browser runs them against the app, with the software authenticator
| in place of a device: ask for options (the session keeps the challenge), answer them, post the
| answer in the same session.
*/
export const passwordJustConfirmed = () => ({ [PASSWORD_CONFIRMED_KEY]: Date.now() })

export const authenticatorForApp = () => new SoftwareAuthenticator(relyingParty.origin)

export async function registerPasskey(
  client: ApiClient,
  user: User,
  authenticator: SoftwareAuthenticator,
  bend: Bend = {}
) {
  const options = await client
    .post('/settings/passkeys/options')
    .loginAs(user)
    .withSession(passwordJustConfirmed())
    .withCsrfToken()
  const credential = authenticator.register(options.body(), bend)
  const response = await client
    .post('/settings/passkeys')
    .loginAs(user)
    .withSession(options.session())
    .withCsrfToken()
    .json({ credential })
    .redirects(0)
  return { options, credential, response }
}

/* A guest's "Log in with a passkey": options, the device's answer, then the answer posted. */
export async function loginOptions(client: ApiClient) {
  return client.post('/login/passkey/options').withCsrfToken()
}

export async function postLoginAssertion(
  client: ApiClient,
  session: SessionData,
  credential: unknown,
  remember = false
) {
  return client
    .post('/login/passkey')
    .withSession(session)
    .withCsrfToken()
    .json({ credential, remember })
    .redirects(0)
}

export async function loginWithPasskey(
  client: ApiClient,
  authenticator: SoftwareAuthenticator,
  bend: Bend = {},
  remember = false
) {
  const options = await loginOptions(client)
  const credential = authenticator.assert(options.body(), bend)
  return postLoginAssertion(client, options.session(), credential, remember)
}
