import type { HttpContext } from '@adonisjs/core/http'
import { acceptInvitation } from '#actions/projects/accept_invitation'
import { declineInvitation } from '#actions/projects/decline_invitation'

/*
| Invitations to the signed-in account's own address, listed on its dashboard: accepted or
| declined there by id (the link's token is not stored, and is not needed: the address is).
*/
export default class MyInvitationsController {
  async accept({ auth, params, session, response, i18n }: HttpContext) {
    const project = await acceptInvitation(auth.user!, { id: Number(params.id) })
    session.flash('success', i18n.t('projects.flash.joined', { project: project.name }))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }

  async destroy({ auth, params, session, response, i18n }: HttpContext) {
    await declineInvitation(auth.user!, Number(params.id))
    session.flash('success', i18n.t('projects.flash.declined'))
    return response.redirect().toRoute('dashboard')
  }
}
