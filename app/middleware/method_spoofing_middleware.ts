import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| Forms without JavaScript post PUT and DELETE as `?_method=` (config/app.ts). The framework
| upper-cases that value to route the request, whatever it is, so `?_method[]=DELETE` or a body's
| `{"_method": {...}}` threw a TypeError: a 500 on every POST route. Anything but a string is
| dropped, so the request stays the POST it is. Registered twice: for the query string before
| the router matches (start/kernel.ts, server), and for the body right after it is parsed
| (router), as the CSRF check and the controllers ask for the method again.
*/
function withoutMalformedMethod(data: Record<string, unknown>) {
  if (!('_method' in data) || typeof data._method === 'string') return null
  const rest = { ...data }
  delete rest._method
  return rest
}

export default class MethodSpoofingMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    const qs = withoutMalformedMethod(request.qs())
    if (qs) request.updateQs(qs)
    const body = request.body()
    const cleanBody = body && typeof body === 'object' ? withoutMalformedMethod(body) : null
    if (cleanBody) request.updateBody(cleanBody)
    return next()
  }
}
