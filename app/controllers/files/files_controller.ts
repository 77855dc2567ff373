import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import FileTransformer from '#transformers/file_transformer'
import { serializer } from '#infrastructure/serializer'
import filesConfig from '#config/files'
import { findProjectFor } from '#actions/projects/find_project'
import { findFileFor } from '#actions/files/find_file'
import { listFiles } from '#actions/files/list_files'
import { uploadFile } from '#actions/files/upload_file'
import { deleteFile } from '#actions/files/delete_files'
import { serveFile } from '#actions/files/serve_file'
import { megabytes, refuseFile, type FileRefusal } from '#actions/files/file_errors'
import { confirmUpload, presignUpload } from '#actions/files/direct_upload'
import { usesObjectStore } from '#infrastructure/file_storage'
import type Project from '#models/project'
import type { FilePurpose } from '#models/stored_file'
import { errors } from '@adonisjs/core'
import { loadFilesPage } from '#actions/files/load_files_page'
import { listFilesValidator, presignUploadValidator, uploadFileValidator } from '#validators/files'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { MULTIPART_FIELDS_BYTES, receiveUpload } from '#actions/files/receive_upload'

/*
| Files of a project (DESIGN.md "Files"): the list (JSON, or the Files page), uploads, the
| bytes (access checked on every fetch) and deletion. Thin: the rules live in the actions and
| ProjectPolicy.
*/
export default class FilesController {
  async index(ctx: HttpContext) {
    const { auth, params, request } = ctx
    const project = await findProjectFor(auth.user!, params.id)
    const filters = await request.validateUsing(listFilesValidator, {
      messagesProvider: scopedMessages(ctx, 'files'),
    })
    const wantsJson = !request.header('X-Inertia') && request.accepts(['html', 'json']) === 'json'
    if (!wantsJson) return loadFilesPage(ctx, project)
    const files = await listFiles(project, filters)
    return { data: await serializer.serialize(FileTransformer.transform(files)) }
  }

  async store(ctx: HttpContext) {
    const { auth, params, request, response } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id, { counts: false })
    // One who may upload nothing here is refused before a byte of the body is read.
    await this.#mayUpload(ctx, project)
    const upload = await receiveUpload(ctx, 'file', {
      size: filesConfig.maxFileBytes,
      limit: filesConfig.maxFileBytes + MULTIPART_FIELDS_BYTES,
    })
    const fields = await request.validateUsing(uploadFileValidator, {
      messagesProvider: scopedMessages(ctx, 'files'),
    })
    const purpose = await this.#purpose(ctx, project, fields.purpose)
    // The upload middleware removes the temporary file whatever the answer.
    if (!upload || !upload.tmpPath) throw refuseFile(ctx, 'missing')
    if (!upload.isValid) throw refuseFile(ctx, 'tooLarge')
    const result = await uploadFile(user, project, {
      tmpPath: upload.tmpPath,
      clientName: upload.clientName,
      size: upload.size,
      purpose,
      clientKey: fields.clientKey ?? null,
    })
    if ('refused' in result) throw this.#refusal(ctx, result)
    const data = await serializer.serialize(FileTransformer.transform(result.file))
    return response.status(result.created ? 201 : 200).json({ data })
  }

  /* S3 only: a pending file and the presigned URL the browser puts the bytes to. */
  async presign(ctx: HttpContext) {
    const { auth, params, request, response } = ctx
    if (!usesObjectStore()) return response.notFound()
    const user = auth.user!
    const project = await findProjectFor(user, params.id, { counts: false })
    const fields = await request.validateUsing(presignUploadValidator, {
      messagesProvider: scopedMessages(ctx, 'files'),
    })
    const purpose = await this.#purpose(ctx, project, fields.purpose)
    const result = await presignUpload(user, project, {
      ...fields,
      purpose,
      clientKey: fields.clientKey ?? null,
    })
    if ('refused' in result) throw this.#refusal(ctx, result)
    const data = await serializer.serialize(FileTransformer.transform(result.file))
    return response.status(201).json({ data, uploadUrl: result.uploadUrl })
  }

  /* S3 only: the browser has put the bytes; the app checks them and the file is ready. */
  async confirm(ctx: HttpContext) {
    const { auth, params, response, bouncer } = ctx
    const { file, project } = await findFileFor(auth.user!, params.id)
    if (file.uploadedById !== auth.user!.id) return response.notFound()
    await bouncer.with(ProjectPolicy).authorize('view', project)
    const result = await confirmUpload(file)
    if ('refused' in result) throw this.#refusal(ctx, result)
    return { data: await serializer.serialize(FileTransformer.transform(result.file)) }
  }

  async show(ctx: HttpContext) {
    const { file } = await this.#readable(ctx)
    return serveFile(ctx, file, { download: ctx.request.input('download') === '1' })
  }

  async thumbnail(ctx: HttpContext) {
    const { file } = await this.#readable(ctx)
    if (!file.thumbnailKey) return ctx.response.notFound()
    return serveFile(ctx, file, { thumbnail: true })
  }

  async destroy(ctx: HttpContext) {
    const { auth, response, bouncer } = ctx
    const { file, project } = await this.#readable(ctx)
    await bouncer.with(ProjectPolicy).authorize('deleteFile', project, file)
    const data = await serializer.serialize(FileTransformer.transform(file))
    await deleteFile(auth.user!, project, file)
    return response.ok({ data })
  }

  async #mayUpload({ bouncer }: HttpContext, project: Project) {
    if (await bouncer.with(ProjectPolicy).allows('manageFiles', project)) return
    await bouncer.with(ProjectPolicy).authorize('uploadInChat', project)
  }

  /* Straight into the project's files for those who may, else an attachment for a message. */
  async #purpose(
    { bouncer }: HttpContext,
    project: Project,
    asked: FilePurpose | null | undefined
  ): Promise<FilePurpose> {
    const mayManage = await bouncer.with(ProjectPolicy).allows('manageFiles', project)
    const purpose = asked ?? (mayManage ? 'project' : 'message')
    await bouncer
      .with(ProjectPolicy)
      .authorize(purpose === 'project' ? 'manageFiles' : 'uploadInChat', project)
    return purpose
  }

  #refusal(ctx: HttpContext, result: { refused: FileRefusal; available?: number }) {
    return refuseFile(ctx, result.refused, {
      available: megabytes(result.available ?? 0, ctx.i18n.locale),
    })
  }

  async #readable({ auth, params, bouncer }: HttpContext) {
    const found = await findFileFor(auth.user!, params.id)
    // Not in the store yet: nothing to read.
    if (found.file.status !== 'ready')
      throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    await bouncer.with(ProjectPolicy).authorize('readFile', found.project, found.file)
    return found
  }
}
