import StoredFile from '#models/stored_file'
import type Project from '#models/project'
import { fileKind, type FileKind } from '#shared/files'

/*
| A project's shared files, newest first: attachments of messages and files put straight into
| the project's files (uploads not yet sent are their uploader's drafts). The kind filter is
| applied here, after the types are read: kinds are families of types, not a column.
*/
export async function listFiles(project: Project, filters: { kind?: FileKind; q?: string } = {}) {
  const query = StoredFile.query()
    .where('project_id', project.id)
    .where('status', 'ready')
    .where((shared) => shared.whereNotNull('message_id').orWhere('purpose', 'project'))
    .preload('uploadedBy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (filters.q) {
    const escaped = filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)
    query.whereRaw("lower(name) like ? escape '\\'", [`%${escaped}%`])
  }
  const files = await query
  return filters.kind ? files.filter((file) => fileKind(file.type) === filters.kind) : files
}
