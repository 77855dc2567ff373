import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The back office (staff only: StaffPolicy.accessTeam answers 404 to anyone else; guests go to
| log in): people, a person's page with staff management, and the audit log. Changes to an
| account ask for the password first (confirmed within the last 3 hours), after the staff check,
| so a client is never sent to confirm a password for an area that does not exist for them.
*/
router
  .group(() => {
    router.get('team', [controllers.team.People, 'index']).as('team.index')
    router.get('team/activity', [controllers.team.Activity, 'index']).as('team.activity')
    router.get('team/people/:id', [controllers.team.People, 'show']).as('team.show')
    router
      .group(() => {
        router.put('team/people/:id/role', [controllers.team.Accounts, 'role']).as('team.role')
        router
          .post('team/people/:id/deactivation', [controllers.team.Accounts, 'deactivate'])
          .as('team.deactivate')
        router
          .delete('team/people/:id/deactivation', [controllers.team.Accounts, 'reactivate'])
          .as('team.reactivate')
        router
          .post('team/people/:id/verification', [controllers.team.Accounts, 'verification'])
          .as('team.verification')
      })
      .use(middleware.confirmPassword())
  })
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.verified(), middleware.backOffice()])
