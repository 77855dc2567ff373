import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Account settings. Signed-in users reach them even before verifying their address (to fix a
| mistyped one); two-factor and passkey settings also need a password confirmed in the last 3 hours.
*/
router
  .group(() => {
    router.on('settings').redirectToPath('/settings/profile').as('settings')

    router.get('settings/profile', [controllers.settings.Profile, 'edit']).as('profile.edit')
    router.put('settings/profile', [controllers.settings.Profile, 'update']).as('profile.update')

    router
      .get('settings/password', [controllers.settings.Password, 'edit'])
      .as('user_password.edit')
    router
      .put('settings/password', [controllers.settings.Password, 'update'])
      .as('user_password.update')

    router.on('settings/appearance').renderInertia('settings/appearance', {}).as('appearance.edit')

    router.get('settings/sessions', [controllers.settings.Sessions, 'index']).as('sessions.index')
    router
      .delete('settings/sessions', [controllers.settings.Sessions, 'destroyOthers'])
      .as('sessions.destroy_others')

    router
      .group(() => {
        router
          .get('settings/two-factor', [controllers.settings.TwoFactor, 'show'])
          .as('two_factor.show')
        router
          .post('settings/two-factor', [controllers.settings.TwoFactor, 'enable'])
          .as('two_factor.enable')
        router
          .post('settings/two-factor/confirm', [controllers.settings.TwoFactor, 'confirm'])
          .as('two_factor.confirm')
        router
          .post('settings/two-factor/recovery-codes', [
            controllers.settings.TwoFactor,
            'regenerate',
          ])
          .as('two_factor.recovery_codes')
        router
          .delete('settings/two-factor', [controllers.settings.TwoFactor, 'disable'])
          .as('two_factor.disable')
      })
      .use(middleware.confirmPassword())

    router
      .group(() => {
        router
          .get('settings/passkeys', [controllers.settings.Passkeys, 'index'])
          .as('passkeys.index')
        router
          .post('settings/passkeys/options', [controllers.settings.Passkeys, 'options'])
          .as('passkeys.options')
        router
          .post('settings/passkeys', [controllers.settings.Passkeys, 'store'])
          .as('passkeys.store')
        router
          .put('settings/passkeys/:id', [controllers.settings.Passkeys, 'update'])
          .as('passkeys.update')
        router
          .delete('settings/passkeys/:id', [controllers.settings.Passkeys, 'destroy'])
          .as('passkeys.destroy')
      })
      .use(middleware.confirmPassword())

    router
      .get('settings/notifications', [controllers.settings.Notifications, 'edit'])
      .as('notifications.edit')
    router
      .put('settings/notifications', [controllers.settings.Notifications, 'update'])
      .as('notifications.update')

    router.get('settings/billing', [controllers.settings.Billing, 'edit']).as('billing.edit')
    router.put('settings/billing', [controllers.settings.Billing, 'update']).as('billing.update')

    router.get('settings/account', [controllers.settings.Account, 'edit']).as('account.edit')
    router
      .delete('settings/account', [controllers.settings.Account, 'destroy'])
      .as('account.destroy')
  })
  .use(middleware.auth())
