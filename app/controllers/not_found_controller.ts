import { errors, type HttpContext } from '@adonisjs/core/http'

/*
| The last route (start/routes/not_found.ts): an address no other route knows. Without it the
| router's middleware never runs for such a request, so the 404 page could not know that the
| visitor is signed in and would show the marketing header with "Log in".
*/
export default class NotFoundController {
  show({ request }: HttpContext) {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  }
}
