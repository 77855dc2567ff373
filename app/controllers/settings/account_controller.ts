import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { verifyPassword } from '#actions/auth/password_confirmation'
import { deleteAccountValidator } from '#validators/settings'
import { deleteAccount } from '#actions/auth/delete_account'
import {
  deleteProjectsOwnedAlone,
  projectsBlockingDeletion,
} from '#actions/projects/account_projects'
import ProjectTransformer from '#transformers/project_transformer'

export default class AccountController {
  /* Projects shared with others are listed first: they must be handed over before deleting. */
  async edit({ inertia, auth }: HttpContext) {
    const user = auth.user!
    return inertia.render('settings/account', {
      blockingProjects: ProjectTransformer.transform(await projectsBlockingDeletion(user), user),
    })
  }

  async destroy(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    // Shares password confirmation's count: each is a guess at the same secret.
    const error = await verifyPassword(ctx, user, password)
    if (error) {
      flashFieldError(ctx, 'password', error)
      return response.redirect().back()
    }
    const blocking = await projectsBlockingDeletion(user)
    if (blocking.length > 0) {
      const projects = new Intl.ListFormat(i18n.locale).format(blocking.map(({ name }) => name))
      session.flash('error', i18n.t('projects.errors.accountHasProjects', { projects }))
      return response.redirect().back()
    }
    await deleteProjectsOwnedAlone(user)
    await deleteAccount(ctx, user)
    session.flash('success', i18n.t('settings.account.deleted'))
    return response.redirect().toRoute('home')
  }
}
