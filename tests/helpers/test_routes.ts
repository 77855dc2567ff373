/*
| Routes that exist only while testing (start/routes.ts imports this file in the test environment),
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

/*
| A staff-only area until the offers area and the inbox have routes of their own: the controller
| asks StaffPolicy, as theirs will, and a client must get the Not found page.
*/
const { middleware } = await import('#start/kernel')
const { default: StaffPolicy } = await import('#policies/staff_policy')
router
  .get('/__test/staff-area', async ({ bouncer }) => {
    await bouncer.with(StaffPolicy).authorize('accessInbox')
    return { area: 'inbox' }
  })
  .use(middleware.auth())
