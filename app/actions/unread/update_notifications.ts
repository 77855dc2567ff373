import type User from '#models/user'

/* The switch of Settings > Notifications; an unchecked checkbox is not sent, so absent means off. */
export async function updateNotifications(user: User, input: { emailUnreadMessages?: boolean }) {
  user.emailUnreadMessages = input.emailUnreadMessages === true
  await user.save()
}
