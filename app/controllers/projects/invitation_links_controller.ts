import type { HttpContext } from '@adonisjs/core/http'
import ProjectInvitationTransformer from '#transformers/project_invitation_transformer'
import User from '#models/user'
import {
  acceptInvitation,
  findInvitationByToken,
  invitationState,
} from '#actions/projects/accept_invitation'
import { rememberInvitation } from '#actions/projects/remembered_invitation'

/*
| The link in an invitation e-mail. Anyone holding it sees what it is for and its state; the
| invited account accepts, a guest is offered to log in or to create the account, another
| signed-in account is told it is not theirs. A valid link is remembered by the session
| (remembered_invitation.ts), so verifying the address later joins the project.
*/
export default class InvitationLinksController {
  async show(ctx: HttpContext) {
    const { inertia, auth, params } = ctx
    await auth.check()
    const user = auth.user ?? null
    const invitation = await findInvitationByToken(params.token)
    const state = invitationState(invitation, user)
    if (state === 'valid') rememberInvitation(ctx, params.token)
    return inertia.render('invitations/show', {
      token: params.token as string,
      state,
      signedIn: user !== null,
      hasAccount:
        state === 'valid' && !user
          ? (await User.findBy('email', invitation!.email)) !== null
          : null,
      invitation:
        invitation && state !== 'invalid'
          ? ProjectInvitationTransformer.transform(invitation).useVariant('toLink')
          : null,
    })
  }

  async accept({ auth, params, session, response, i18n }: HttpContext) {
    const project = await acceptInvitation(auth.user!, { token: params.token })
    session.flash('success', i18n.t('projects.flash.joined', { project: project.name }))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
