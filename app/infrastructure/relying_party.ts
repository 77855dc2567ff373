import { createHmac } from 'node:crypto'
import { appKey, appUrl } from '#config/app'
import productConfig from '#config/product'

/*
| Who the app is to a passkey (the WebAuthn "relying party"): the host of APP_URL, the same
| address every absolute link of the app starts with. A passkey made for another host, or an
| assertion a page on another origin asked for, is refused. The browser only lets a page ask for
| its own host's passkeys, so APP_URL must be the address people use (as for e-mailed links).
*/
const url = new URL(appUrl)

export const relyingParty = {
  id: url.hostname,
  origin: url.origin,
  name: productConfig.name,
}

/*
| The WebAuthn user handle stored on the authenticator with a passkey: derived from the user's id
| with the app key, so it is stable (a discoverable sign-in finds the account by it) without
| putting the id, an address or a name on the device.
*/
export function userHandle(userId: number) {
  return createHmac('sha256', appKey.release())
    .update(`passkey-user:${userId}`)
    .digest()
    .subarray(0, 32)
}
