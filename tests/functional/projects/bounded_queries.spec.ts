import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import ProjectMember from '#models/project_member'
import Message from '#models/message'
import { UserFactory } from '#database/factories/user_factory'
import { invitationTo, MessageFactory, ProjectFactory } from '#database/factories/project_factory'
import { projectCast } from './cast.js'

/*
| The index and the dashboard cost the same number of SQL queries whatever the number of
| projects: roles, counts and the policy's answers come with the rows, never one query per
| project. Counted on the connection's own query events (every query, the session's included).
*/
async function projectsFor(user: User, others: User[], count: number) {
  const projects = await ProjectFactory.createMany(count)
  await ProjectMember.createMany(
    projects.flatMap((project, index) => [
      { projectId: project.id, userId: user.id, role: index % 3 === 0 ? 'member' : 'owner' },
      ...others.map((other) => ({
        projectId: project.id,
        userId: other.id,
        role: 'viewer' as const,
      })),
    ])
  )
  await Message.createMany(
    projects.flatMap((project) =>
      others.map((other) => ({ projectId: project.id, authorId: other.id, body: 'Hello' }))
    )
  )
  for (const project of projects.slice(0, 5)) await invitationTo(project, user.email)
}

async function queriesFor(client: any, user: User, path: string) {
  const knex = db.connection().getWriteClient()
  let count = 0
  const listener = () => count++
  knex.on('query', listener)
  try {
    const response = await client.get(path).loginAs(user).withInertia()
    response.assertStatus(200)
  } finally {
    knex.off('query', listener)
  }
  return count
}

test.group('Projects: bounded queries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{path} as {who}: the same number of queries with 3 and with 60 projects')
    .with([
      { path: '/projects', who: 'client' },
      { path: '/projects?q=a&status=not_started&sort=name', who: 'client' },
      { path: '/dashboard', who: 'client' },
      { path: '/projects', who: 'staff' },
      { path: '/dashboard', who: 'staff' },
    ])
    .run(async ({ client, assert }, { path, who }) => {
      const others = await UserFactory.createMany(2)
      const counts: number[] = []
      for (const size of [3, 60]) {
        const user = await (who === 'staff' ? UserFactory.apply('staff') : UserFactory).create()
        await projectsFor(user, others, size)
        // A first visit stamps the welcome once; measure the ordinary visit after it.
        await client.get('/dashboard').loginAs(user)
        counts.push(await queriesFor(client, user, path))
      }
      console.log(
        `      ${who} ${path}: ${counts[0]} queries with 3 projects, ${counts[1]} with 60`
      )
      assert.isAbove(counts[0], 0)
      assert.equal(counts[1], counts[0])
    })

  /*
  | The project page reads its stream (authors, quotes and their authors) in a fixed number of
  | queries: 5 or 50 messages by several people, replies included, cost the same.
  */
  test('the project page as {who}: the same number of queries with 5 and with 50 messages')
    .with([{ who: 'owner' }, { who: 'member' }, { who: 'staff' }] as const)
    .run(async ({ client, assert }, { who }) => {
      const counts: number[] = []
      for (const size of [5, 50]) {
        const cast = await projectCast()
        const authors = [cast.owner, cast.member, cast.viewer, cast.colleague, cast.staff]
        const messages = await MessageFactory.merge(
          Array.from({ length: size }, (_, index) => ({
            projectId: cast.project.id,
            authorId: authors[index % authors.length].id,
          }))
        ).createMany(size)
        for (const [index, message] of messages.entries()) {
          if (index % 2 === 1) {
            message.replyToId = messages[index - 1].id
            await message.save()
          }
        }
        const viewer = cast[who]
        // The first visit reads what was unread; measure the ordinary visit after it.
        await client.get(`/projects/${cast.project.id}`).loginAs(viewer).withInertia()
        counts.push(await queriesFor(client, viewer, `/projects/${cast.project.id}`))
      }
      console.log(`      project page as ${who}: ${counts[0]} queries with 5, ${counts[1]} with 50`)
      assert.isAbove(counts[0], 0)
      assert.equal(counts[1], counts[0])
    })
})
