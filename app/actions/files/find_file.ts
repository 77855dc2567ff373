import { errors } from '@adonisjs/core'
import StoredFile from '#models/stored_file'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'

/* A public id as StoredFile.newPublicId makes it; anything else is not looked up at all. */
export const isPublicFileId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value)

/*
| The file a route names and its project as the user sees it (with their role), or 404: a file
| in a project the user is outside of (or was removed from) does not exist for them. Authorize
| `readFile` or `deleteFile` on the answer.
*/
export async function findFileFor(user: User, id: unknown) {
  const file = isPublicFileId(id)
    ? await StoredFile.query().where('public_id', id).preload('uploadedBy').first()
    : null
  if (!file || file.projectId === null) {
    throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  }
  const project = await findProjectFor(user, file.projectId, { counts: false })
  return { file, project }
}
