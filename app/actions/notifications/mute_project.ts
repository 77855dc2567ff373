import { DateTime } from 'luxon'
import ProjectMember from '#models/project_member'
import type Project from '#models/project'
import type User from '#models/user'
import { notFound } from '#policies/responses'
import { storedTime } from '#actions/unread/unread'
import { errors } from '@adonisjs/bouncer'

/*
| A member mutes (or unmutes) a project: its new messages no longer notify them; a mention of
| them still does. Only members have something to mute: staff outside the project get 404.
*/
export async function setProjectMuted(user: User, project: Project, muted: boolean) {
  const updated = await ProjectMember.query()
    .where('project_id', project.id)
    .where('user_id', user.id)
    .update({ muted_at: muted ? storedTime(DateTime.now()) : null })
  if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) {
    throw new errors.E_AUTHORIZATION_FAILURE(notFound())
  }
}
