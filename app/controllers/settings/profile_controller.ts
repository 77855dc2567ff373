import type { HttpContext } from '@adonisjs/core/http'
import { profileValidator } from '#validators/settings'
import { updateProfile } from '#actions/auth/update_profile'

export default class ProfileController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/profile', {})
  }

  async update({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const input = await request.validateUsing(profileValidator, { meta: { userId: user.id } })
    await updateProfile(user, input)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('profile.edit')
  }
}
