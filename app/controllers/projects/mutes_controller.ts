import type { HttpContext } from '@adonisjs/core/http'
import { findProjectFor } from '#actions/projects/find_project'
import { setProjectMuted } from '#actions/notifications/mute_project'

/* A member's mute of a project's notifications (issue 25); 404 to anyone outside it. */
export default class MutesController {
  async store(ctx: HttpContext) {
    return this.#set(ctx, true)
  }

  async destroy(ctx: HttpContext) {
    return this.#set(ctx, false)
  }

  async #set({ auth, params, session, response, i18n }: HttpContext, muted: boolean) {
    const project = await findProjectFor(auth.user!, params.id)
    await setProjectMuted(auth.user!, project, muted)
    session.flash('success', i18n.t(muted ? 'chat.mute.mutedFlash' : 'chat.mute.unmutedFlash'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
