import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Projects, their members and invitations (paths from DESIGN.md; names used by the pages).
| Every project route answers 404 to someone outside the project (ProjectPolicy).
*/
router
  .group(() => {
    router.get('projects', [controllers.projects.Projects, 'index']).as('projects.index')
    router.get('projects/create', [controllers.projects.Projects, 'create']).as('projects.create')
    router.post('projects', [controllers.projects.Projects, 'store']).as('projects.store')
    router.get('projects/:id', [controllers.projects.Projects, 'show']).as('projects.show')
    router.get('projects/:id/edit', [controllers.projects.Projects, 'edit']).as('projects.edit')
    router
      .get('projects/:id/settings', [controllers.projects.Projects, 'settings'])
      .as('projects.settings')
    router.put('projects/:id', [controllers.projects.Projects, 'update']).as('projects.update')
    router.delete('projects/:id', [controllers.projects.Projects, 'destroy']).as('projects.destroy')

    router
      .post('projects/:id/plan', [controllers.projects.Plan, 'propose'])
      .as('projects.plan.propose')
    router
      .post('projects/:id/plan/accept', [controllers.projects.Plan, 'accept'])
      .as('projects.plan.accept')
    router
      .get('projects/:id/plan/:number/signed.pdf', [controllers.projects.Plan, 'pdf'])
      .where('number', router.matchers.number())
      .as('projects.plan.pdf')
    router
      .post('projects/:id/build', [controllers.projects.Builds, 'ready'])
      .as('projects.build.ready')
    router
      .post('projects/:id/build/confirm', [controllers.projects.Builds, 'confirm'])
      .as('projects.build.confirm')
    router
      .post('projects/:id/build/changes', [controllers.projects.Builds, 'changes'])
      .as('projects.build.changes')
    router
      .post('projects/:id/transfer', [controllers.projects.Transfers, 'store'])
      .as('projects.transfer')
    router.post('projects/:id/leave', [controllers.projects.Members, 'leave']).as('projects.leave')
    router.post('projects/:id/mute', [controllers.projects.Mutes, 'store']).as('projects.mute')
    router
      .delete('projects/:id/mute', [controllers.projects.Mutes, 'destroy'])
      .as('projects.unmute')

    router
      .put('projects/:id/members/:memberId', [controllers.projects.Members, 'update'])
      .as('project_members.update')
    router
      .delete('projects/:id/members/:memberId', [controllers.projects.Members, 'destroy'])
      .as('project_members.destroy')

    router.post('projects/:id/team', [controllers.projects.Team, 'store']).as('project_team.store')

    router
      .post('projects/:id/invitations', [controllers.projects.Invitations, 'store'])
      .as('project_invitations.store')
    router
      .post('projects/:id/invitations/:invitationId/resend', [
        controllers.projects.Invitations,
        'resend',
      ])
      .as('project_invitations.resend')
    router
      .delete('projects/:id/invitations/:invitationId', [
        controllers.projects.Invitations,
        'destroy',
      ])
      .as('project_invitations.destroy')

    router
      .post('invitations/:token/accept', [controllers.projects.InvitationLinks, 'accept'])
      .as('invitations.accept')
    router
      .post('my-invitations/:id/accept', [controllers.projects.MyInvitations, 'accept'])
      .as('my_invitations.accept')
    router
      .delete('my-invitations/:id', [controllers.projects.MyInvitations, 'destroy'])
      .as('my_invitations.destroy')
  })
  .where('id', router.matchers.number())
  .where('memberId', router.matchers.number())
  .where('invitationId', router.matchers.number())
  .use([middleware.auth(), middleware.verified()])

/* The link in an invitation e-mail: guests see it too (to log in or create the account). */
router
  .get('invitations/:token', [controllers.projects.InvitationLinks, 'show'])
  .as('invitations.show')
