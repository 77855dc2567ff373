import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import User from '#models/user'

const CHOICES_MAX = 300

/*
| What the results page offers to narrow by: the projects the reader sees, and the people in
| them (authors of messages and files). Nobody outside the reader's projects is named.
*/
export async function searchFilterChoices(user: User) {
  const projects = await Project.query()
    .withScopes((scopes) => scopes.visibleTo(user))
    .select('projects.id', 'projects.name')
    .orderBy('projects.name', 'asc')
    .limit(CHOICES_MAX)
  const people = await User.query()
    .select('id', 'full_name')
    .whereIn(
      'id',
      db
        .from('project_members')
        .select('user_id')
        .whereIn(
          'project_id',
          projects.map((project) => project.id)
        )
    )
    .orderBy('full_name', 'asc')
    .limit(CHOICES_MAX)
  return {
    projects: projects.map((project) => ({ id: project.id, name: project.name })),
    people: people.map((person) => ({ id: person.id, name: person.fullName })),
  }
}
