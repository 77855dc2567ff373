import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import User from '#models/user'
import { upsertStaffAccount } from '#services/staff_accounts'
import { seedDemoProjects } from '#database/demo/projects'
import { seedDemoReads } from '#database/demo/unread'
import { seedDemoConversations, seedDemoSavedReplies } from '#database/demo/conversations'
import { seedDemoOffers } from '#database/demo/offers'
import { seedDemoReceivedOffers } from '#database/demo/received_offers'
import { seedDemoOfferTemplates } from '#database/demo/offer_templates'
import { seedDemoNotifications } from '#database/demo/notifications'

export const demoAccounts = {
  staff: { email: 'admin@example.com', password: 'admin-password', fullName: 'Adam Staff' },
  client: { email: 'client@example.com', password: 'client-password', fullName: 'Clara Client' },
}

/* Demo data for a fresh install; running it twice changes nothing. */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const { user: staff } = await upsertStaffAccount(demoAccounts.staff)
    const client = await User.updateOrCreate(
      { email: demoAccounts.client.email },
      {
        fullName: demoAccounts.client.fullName,
        password: demoAccounts.client.password,
        role: 'client',
        emailVerifiedAt: DateTime.now(),
        termsAcceptedAt: DateTime.now(),
      }
    )
    await seedDemoProjects(client, staff)
    await seedDemoReads([client, staff])
    await seedDemoConversations(client, staff)
    await seedDemoSavedReplies(staff)
    await seedDemoOffers(staff)
    await seedDemoReceivedOffers(staff, client)
    await seedDemoOfferTemplates(staff)
    await seedDemoNotifications(client, staff)
  }
}
