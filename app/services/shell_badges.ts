import { readFirst } from '#data/run'
import { SHELL_BADGES } from '#data/shell_badges'

/*
| The shell's two badges on every signed-in page, in one query (app/data/shell_badges.ts):
| unread chat messages across the user's projects (the sidebar) and unread notifications (the
| bell), and whether they own a project (Invoices in the shell).
*/
export async function shellBadges(userId: number) {
  const row = await readFirst(SHELL_BADGES, [userId, userId, userId])
  return {
    unreadTotal: Number(row?.messages ?? 0),
    notifications: Number(row?.notifications ?? 0),
    ownsProject: row?.owns_project === true || Number(row?.owns_project ?? 0) === 1,
  }
}
