import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

/*
| Work that must wait until this request's session is stored and its answer is on its way: the
| session middleware writes the store (a logout, a login's new id) only after the controller,
| and the browser learns its new cookie only from the answer. Revoking a session's sockets any
| earlier would let them authorise again with the very session that is ending.
*/
export function afterResponse(ctx: HttpContext, task: () => unknown) {
  let ran = false
  const run = async () => {
    if (ran) return
    ran = true
    try {
      await task()
    } catch (error) {
      logger.error({ err: error }, 'A task after the response failed')
    }
  }
  const response = ctx.response.response
  response.once('finish', run)
  // An answer the client hung up on never finishes; the session was stored all the same.
  response.once('close', run)
}
