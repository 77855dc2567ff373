import type { HttpContext } from '@adonisjs/core/http'
import Notification from '#models/notification'
import NotificationPolicy from '#policies/notification_policy'
import NotificationTransformer from '#transformers/notification_transformer'
import { markNotificationsRead, notificationsOf } from '#actions/notifications/read_notifications'
import { unreadNotifications } from '#services/notifications'
import { serializer } from '#infrastructure/serializer'
import { recordId } from '#infrastructure/record_id'
import { BELL_LIMIT } from '#shared/notifications'

const PER_PAGE = 25

/* The bell's list, the /notifications page, opening one (read, then its place), reading all. */
export default class NotificationsController {
  async index({ inertia, auth, request }: HttpContext) {
    const user = auth.user!
    const page = Math.max(1, Number.parseInt(String(request.qs().page ?? '1'), 10) || 1)
    const result = await notificationsOf(user).paginate(page, PER_PAGE)
    return inertia.render('notifications/index', {
      notifications: NotificationTransformer.paginate(result.all(), {
        total: result.total,
        perPage: result.perPage,
        currentPage: result.currentPage,
        lastPage: result.lastPage,
      }),
    })
  }

  /* JSON for the bell's popover: the newest few and the unread count. */
  async recent({ auth }: HttpContext) {
    const user = auth.user!
    const rows = await notificationsOf(user).limit(BELL_LIMIT)
    return {
      data: {
        items: await serializer.serialize(NotificationTransformer.transform(rows)),
        unread: await unreadNotifications(user.id),
      },
    }
  }

  async open({ auth, params, bouncer, response }: HttpContext) {
    const notification = await Notification.findOrFail(recordId(params.id))
    await bouncer.with(NotificationPolicy).authorize('view', notification)
    await markNotificationsRead(auth.user!, notification)
    return response.redirect(notification.url)
  }

  async readAll({ auth, request, response }: HttpContext) {
    const unread = await markNotificationsRead(auth.user!)
    if (request.accepts(['html', 'json']) === 'json') return response.ok({ data: { unread } })
    return response.redirect().back()
  }
}
