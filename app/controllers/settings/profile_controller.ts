import type { HttpContext } from '@adonisjs/core/http'
import { profileValidator } from '#validators/settings'
import { sendEmailChangedNotice, sendVerificationEmail } from '#actions/auth/notifications'

export default class ProfileController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/profile', {})
  }

  /* A new e-mail address is unverified until its link is followed; the old one is told. */
  async update({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const { fullName, email } = await request.validateUsing(profileValidator, {
      meta: { userId: user.id },
    })
    const previousEmail = user.email
    const emailChanged = email !== previousEmail

    user.fullName = fullName
    if (emailChanged) {
      user.email = email
      user.emailVerifiedAt = null
    }
    await user.save()

    if (emailChanged) {
      await sendVerificationEmail(user)
      await sendEmailChangedNotice(user, previousEmail)
    }
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('profile.edit')
  }
}
