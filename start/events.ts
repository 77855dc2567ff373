/*
| Who listens to the app's own events (app/events/). Listeners are imported lazily, so an event
| nobody dispatches costs nothing at boot.
*/
import emitter from '@adonisjs/core/services/emitter'
import MessagePosted from '#events/message_posted'
import MessageDeleted from '#events/message_deleted'

const UnreadListener = () => import('#listeners/unread_listener')
const NotificationListener = () => import('#listeners/notification_listener')

emitter.on(MessagePosted, [UnreadListener, 'messagePosted'])
// The bell and the devices: one notification per member, through the notifications service,
// which checks presence, mutes, switches and quiet hours before it pushes (app/services/web_push.ts).
emitter.on(MessagePosted, [NotificationListener, 'messagePosted'])
emitter.on(MessageDeleted, [UnreadListener, 'messageDeleted'])
