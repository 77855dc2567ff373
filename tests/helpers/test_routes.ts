/*
| Routes that exist only while testing (adonisrc.ts preloads this file in the test environment),
| for behaviour no real route should provoke on purpose, such as an unexpected crash.
*/
import router from '@adonisjs/core/services/router'

router.get('/__test/failure', () => {
  throw new Error('database exploded at /srv/app/secret.ts:42')
})

/* A presence channel any signed-in user may join, for exercising presence from real browsers. */
const { channels } = await import('#start/channels')
channels.define('presence-lobby.{room}', (user) => ({
  user_id: user.id,
  user_info: { name: user.fullName, initials: user.initials },
}))
