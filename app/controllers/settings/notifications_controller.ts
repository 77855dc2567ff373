import type { HttpContext } from '@adonisjs/core/http'
import { notificationsValidator } from '#validators/unread'
import { updateNotifications } from '#actions/unread/update_notifications'
import { listDevices } from '#actions/push/subscriptions'
import PushDeviceTransformer from '#transformers/push_device_transformer'
import { notificationPreferences } from '#actions/notifications/preferences'

/* Settings > Notifications: the e-mail digest, the kinds of notification, the quiet hours. */
export default class NotificationsController {
  async edit({ inertia, auth }: HttpContext) {
    const user = auth.user!
    return inertia.render('settings/notifications', {
      emailUnreadMessages: user.emailUnreadMessages !== false,
      emailReplies: user.emailReplies !== false,
      ...notificationPreferences(user),
      // The browsers where push is on ("Notifications on this device" and the others).
      pushDevices: PushDeviceTransformer.transform(await listDevices(user)),
    })
  }

  async update({ request, auth, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(notificationsValidator)
    await updateNotifications(auth.user!, input)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('notifications.edit')
  }
}
