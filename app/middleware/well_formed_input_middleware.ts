import { HttpRequest, type HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| A JSON body can carry "\ud800": half of a surrogate pair, a string no UTF-8 can encode. Every
| layer after this one (validator.js inside VineJS, encodeURI, database drivers, e-mail) may throw
| on it, so it is replaced with U+FFFD once, here; validation then judges the text as any other. Form bodies and query strings cannot carry one
| (their bytes decode as UTF-8), but they pass through the same walk.
*/
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.isWellFormed() ? value : value.toWellFormed()
    // NUL is never meaningful in typed text, and PostgreSQL refuses to store it (a 500).
    return text.includes('\0') ? text.replaceAll('\0', '') : text
  }
  if (Array.isArray(value)) return value.map(wellFormed)
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value)
    // Only parsed data: uploaded files and other class instances stay as they are.
    if (prototype !== Object.prototype && prototype !== null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [wellFormed(key) as string, wellFormed(item)])
    )
  }
  return value
}

/*
| The body parser hands the parsed body over through one call, `setInitialBody`; it is wrapped
| once, on the class, so the body the app reads and the "original" kept for re-filling forms
| (flashAll) are both already well-formed. Not per request: a closure stored on each request kept
| that request's whole graph alive through young-generation collections, about a tenth of what
| every request allocated promoted to the old generation (docs/performance.md,
| docs/upstream/v8-closure-literal-store-promotion.md).
*/
const setInitialBody = HttpRequest.prototype.setInitialBody
HttpRequest.prototype.setInitialBody = function (this: HttpRequest, body: Record<string, any>) {
  return setInitialBody.call(this, wellFormed(body) as Record<string, any>)
}

/* Runs before the body parser; the query string is made well-formed here. */
export default class WellFormedInputMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.updateQs(wellFormed(request.qs()) as Record<string, any>)
    return next()
  }
}
