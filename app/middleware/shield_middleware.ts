import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

/*
| @adonisjs/shield builds its middleware anew for every request (resolving the encrypter and
| importing edge.js each time). Its guards keep no state of a request, so one instance, made on
| the first request, serves them all.
*/
let shield: Promise<ShieldMiddleware> | undefined

export default class SharedShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    shield ??= app.container.make(ShieldMiddleware)
    return (await shield).handle(ctx, next)
  }
}
