import type { HttpContext } from '@adonisjs/core/http'
import type Project from '#models/project'
import ProjectTransformer from '#transformers/project_transformer'
import FileTransformer from '#transformers/file_transformer'
import { projectAbilities } from '#policies/project_policy'
import filesConfig from '#config/files'
import { listFiles } from '#actions/files/list_files'
import { projectUsage } from '#actions/files/upload_file'
import { FILE_KINDS, type FileKind } from '#shared/files'

/*
| The project's Files page: every shared file (the page filters and searches them as one types,
| starting from the `kind` and `q` of the URL), what the viewer may do, and for the owner and
| staff the quota as used / available.
*/
export async function loadFilesPage({ inertia, auth, request }: HttpContext, project: Project) {
  const user = auth.user!
  const can = projectAbilities(user, project)
  const files = await listFiles(project)
  const kind = request.qs().kind
  return inertia.render('projects/files', {
    project: ProjectTransformer.transform(project, user),
    allowed: { upload: can.manageFiles, delete: can.manageFiles },
    files: FileTransformer.transform(files),
    quota: can.manageFiles
      ? { used: await projectUsage(project.id), total: filesConfig.projectQuotaBytes }
      : null,
    maxFileBytes: filesConfig.maxFileBytes,
    filters: {
      kind: FILE_KINDS.includes(kind) ? (kind as FileKind) : null,
      q: typeof request.qs().q === 'string' ? String(request.qs().q).slice(0, 100) : '',
    },
  })
}
