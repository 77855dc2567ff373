import type { HttpContext } from '@adonisjs/core/http'
import { notificationsValidator } from '#validators/unread'
import { updateNotifications } from '#actions/unread/update_notifications'

/* Settings > Notifications: which e-mails about activity the user wants. */
export default class NotificationsController {
  async edit({ inertia, auth }: HttpContext) {
    return inertia.render('settings/notifications', {
      emailUnreadMessages: auth.user!.emailUnreadMessages !== false,
    })
  }

  async update({ request, auth, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(notificationsValidator)
    await updateNotifications(auth.user!, input)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('notifications.edit')
  }
}
