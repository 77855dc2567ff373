import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Notification from '#models/notification'
import type User from '#models/user'

/*
| A few notifications for the demo client, so the bell has something on the first visit: the
| unread messages of the seeded projects (bundled, as the app makes them), the build waiting for
| the client's test and the plan proposed for the website. Running it again changes nothing.
*/
export async function seedDemoNotifications(client: User, staff: User) {
  if (await Notification.query().where('user_id', client.id).first()) return
  const projects = await db
    .from('projects')
    .join('project_members', 'project_members.project_id', 'projects.id')
    .where('project_members.user_id', client.id)
    .select('projects.id', 'projects.name')
    .orderBy('projects.id')
  const now = DateTime.now()
  const rows = projects.flatMap((project, index) => {
    // The seeder runs without the routes loaded; the path is DESIGN.md's (stable).
    const url = `/projects/${project.id}`
    const details = { actor: staff.fullName, project: String(project.name) }
    return [
      {
        userId: client.id,
        kind: 'project.message' as const,
        subject: `project:${project.id}`,
        count: index === 0 ? 3 : 1,
        data: JSON.stringify({
          ...details,
          preview:
            index === 0
              ? 'The ordering screens are ready for your review.'
              : 'Here are the first drafts of the home page.',
        }),
        url,
        readAt: null,
        createdAt: now.minus({ minutes: 20 + index * 90 }),
        updatedAt: now.minus({ minutes: 5 + index * 90 }),
      },
      // As the seeded projects stand: the app's first build waits for a test, the website's
      // plan for agreement.
      index === 0
        ? {
            userId: client.id,
            kind: 'build.ready' as const,
            subject: `build:${project.id}`,
            count: 1,
            data: JSON.stringify(details),
            url: `${url}#project-build`,
            readAt: now.minus({ days: 1 }),
            createdAt: now.minus({ days: 2 }),
            updatedAt: now.minus({ days: 2 }),
          }
        : {
            userId: client.id,
            kind: 'plan.proposed' as const,
            subject: `plan:${project.id}`,
            count: 1,
            data: JSON.stringify(details),
            url: `${url}#project-plan`,
            readAt: null,
            createdAt: now.minus({ days: 1 }),
            updatedAt: now.minus({ days: 1 }),
          },
    ]
  })
  if (projects[0]) {
    rows.push({
      userId: client.id,
      kind: 'mention' as never,
      subject: `project:${projects[0].id}`,
      count: 1,
      data: JSON.stringify({
        actor: staff.fullName,
        project: String(projects[0].name),
        preview: `@${client.fullName} could you confirm the opening hours?`,
      }),
      url: `/projects/${projects[0].id}`,
      readAt: null,
      createdAt: now.minus({ minutes: 50 }),
      updatedAt: now.minus({ minutes: 50 }),
    })
  }
  await Notification.createMany(rows)
}
