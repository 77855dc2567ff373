import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#models/user'
import type Passkey from '#models/passkey'
import { notFound } from '#policies/responses'

/*
| A passkey is its owner's alone, staff included: anyone else is told it does not exist (404),
| so ids cannot be probed for other accounts' passkeys.
*/
export default class PasskeyPolicy extends BasePolicy {
  manage(user: User, passkey: Passkey): AuthorizerResponse {
    return passkey.userId === user.id ? true : notFound()
  }
}
