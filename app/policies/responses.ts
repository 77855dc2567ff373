import { AuthorizationResponse } from '@adonisjs/bouncer'

/*
| A denial that hides the thing itself: the visitor gets the same Not found page (or 404 JSON)
| as for a URL that does not exist, so a client cannot learn that a project or a staff area is
| there (DESIGN.md: "not a member" answers 404). app/exceptions/handler.ts renders it.
*/
export function notFound() {
  return AuthorizationResponse.deny('Not found', 404)
}
