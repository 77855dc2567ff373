import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import encryption from '@adonisjs/core/services/encryption'
import User from '#models/user'
import { PASSWORD, TEST_RECOVERY_CODES, TEST_SECRET } from '#tests/helpers/credentials'

/*
| Users for tests: a verified client with the known PASSWORD unless a state says otherwise.
| Pick a language with `.merge({ locale: 'sk' })`, an address or a name the same way.
*/
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    // A random part keeps addresses unique across runs that share a database (browser tests).
    email: `user-${faker.string.alphanumeric(12).toLowerCase()}@example.com`,
    // No apostrophes (O'Hara): a name must read the same in HTML as in the test.
    fullName: `${faker.person.firstName()} ${faker.person.lastName()}`.replace(/'/g, ''),
    password: PASSWORD,
    locale: 'en',
    role: 'client',
    emailVerifiedAt: DateTime.now(),
    termsAcceptedAt: DateTime.now(),
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .state('staff', (user) => {
    user.role = 'super_admin'
  })
  /* Deactivated in the back office (/team): it cannot sign in. */
  .state('deactivated', (user) => {
    user.deactivatedAt = DateTime.now()
  })
  /* Two-factor already confirmed, with TEST_SECRET and TEST_RECOVERY_CODES. */
  .state('twoFactor', (user) => {
    user.twoFactorSecret = encryption.encrypt(TEST_SECRET)
    user.twoFactorRecoveryCodes = encryption.encrypt(TEST_RECOVERY_CODES)
    user.twoFactorConfirmedAt = DateTime.now()
  })
  .build()
