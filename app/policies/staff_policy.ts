import type User from '#models/user'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/*
| The areas only the company's team uses (DESIGN.md, roles matrix): the offers area and the
| inbox of visitor conversations and contact messages. To anyone else they do not exist.
*/
export default class StaffPolicy extends BasePolicy {
  accessOffers(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }

  accessInbox(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }
}
