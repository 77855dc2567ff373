/*
| Who listens to the app's own events (app/events/). Listeners are imported lazily, so an event
| nobody dispatches costs nothing at boot.
*/
import emitter from '@adonisjs/core/services/emitter'
import MessagePosted from '#events/message_posted'
import MessageDeleted from '#events/message_deleted'

const UnreadListener = () => import('#listeners/unread_listener')

emitter.on(MessagePosted, [UnreadListener, 'messagePosted'])
emitter.on(MessageDeleted, [UnreadListener, 'messageDeleted'])
