import type { HttpContext } from '@adonisjs/core/http'

/* Ends this session completely: no user, no data, and the stored session is deleted. */
export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}
