import db from '@adonisjs/lucid/services/db'
import type Project from '#models/project'
import type User from '#models/user'
import StoredFile, { type FilePurpose } from '#models/stored_file'
import filesConfig from '#config/files'
import { fileDisk, makeThumbnail, removeStored, sniffStored } from '#infrastructure/file_storage'
import { projectUsage, safeName } from '#actions/files/upload_file'
import type { FileRefusal } from '#actions/files/file_errors'

type Refused = { refused: FileRefusal; available?: number }

/*
| With an S3 store the browser sends the bytes straight to the store (the app never holds
| them): the app first records a pending file and hands out a presigned PUT URL valid about a
| minute; once the browser has put the bytes, `confirmUpload` checks them in the store (real
| size, quota, type sniffed from the first bytes, a thumbnail for images) and makes the file
| ready. A pending file nobody confirms is swept after a day like any unsent upload.
*/
export async function presignUpload(
  user: User,
  project: Project,
  input: { name: string; size: number; purpose: FilePurpose; clientKey: string | null }
): Promise<{ file: StoredFile; uploadUrl: string | null } | Refused> {
  if (input.clientKey) {
    const same = await StoredFile.query()
      .where('uploaded_by_id', user.id)
      .where('client_key', input.clientKey)
      .preload('uploadedBy')
      .first()
    if (same)
      return { file: same, uploadUrl: same.status === 'pending' ? await putUrl(same) : null }
  }
  if (input.size > filesConfig.maxFileBytes) return { refused: 'tooLarge' }
  const used = await projectUsage(project.id)
  if (used + input.size > filesConfig.projectQuotaBytes) {
    return { refused: 'quota', available: Math.max(0, filesConfig.projectQuotaBytes - used) }
  }
  const publicId = StoredFile.newPublicId()
  const file = await StoredFile.create({
    publicId,
    projectId: project.id,
    uploadedById: user.id,
    purpose: input.purpose,
    status: 'pending',
    clientKey: input.clientKey,
    name: safeName(input.name),
    size: input.size,
    storageKey: StoredFile.keysFor(publicId).original,
  })
  await file.load('uploadedBy')
  return { file, uploadUrl: await putUrl(file) }
}

function putUrl(file: StoredFile) {
  return fileDisk().getSignedUploadUrl(file.storageKey, {
    expiresIn: filesConfig.signedUrlSeconds,
    contentType: 'application/octet-stream',
  })
}

/* The bytes are in the store: check them and make the file ready, or drop it with the reason. */
export async function confirmUpload(file: StoredFile): Promise<{ file: StoredFile } | Refused> {
  if (file.status === 'ready') return { file }
  const disk = fileDisk()
  const meta = (await disk.exists(file.storageKey)) ? await disk.getMetaData(file.storageKey) : null
  if (!meta) return { refused: 'missing' }
  const drop = async () => {
    await removeStored([file.storageKey])
    await db.from('files').where('id', file.id).delete()
  }
  if (meta.contentLength > filesConfig.maxFileBytes) {
    await drop()
    return { refused: 'tooLarge' }
  }
  const others = (await projectUsage(file.projectId!)) - file.size
  if (others + meta.contentLength > filesConfig.projectQuotaBytes) {
    await drop()
    return {
      refused: 'quota',
      available: Math.max(0, filesConfig.projectQuotaBytes - others),
    }
  }
  const type = await sniffStored(file.storageKey)
  const thumbnail = await makeThumbnail(await disk.getStream(file.storageKey), type)
  const keys = StoredFile.keysFor(file.publicId)
  if (thumbnail) await disk.put(keys.thumbnail, thumbnail, { contentType: 'image/webp' })
  file.merge({
    status: 'ready',
    size: meta.contentLength,
    type,
    thumbnailKey: thumbnail ? keys.thumbnail : null,
  })
  await file.save()
  return { file }
}
