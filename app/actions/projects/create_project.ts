import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import type User from '#models/user'

/* A new project; its creator becomes the owner (step 1 of the workflow). */
export async function createProject(
  user: User,
  input: { name: string; description?: string | null }
) {
  return db.transaction(async (trx) => {
    const project = new Project()
    project.useTransaction(trx)
    project.merge({
      name: input.name,
      description: input.description || null,
      status: 'not_started',
      progress: 0,
      currency: 'EUR',
      lastActivityAt: DateTime.now(),
    })
    await project.save()
    await ProjectMember.create(
      { projectId: project.id, userId: user.id, role: 'owner' },
      { client: trx }
    )
    return project
  })
}
