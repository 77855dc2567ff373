import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import type Project from '#models/project'
import type User from '#models/user'
import StoredFile, { type FilePurpose } from '#models/stored_file'
import filesConfig from '#config/files'
import {
  fileDisk,
  makeThumbnail,
  removeStored,
  sniffFile,
  storeFromPath,
} from '#infrastructure/file_storage'
import { isUniqueViolation } from '#infrastructure/unique_violation'

export type Upload = {
  /* Where the body parser streamed the upload (a temporary file, never memory). */
  tmpPath: string
  clientName: string
  size: number
  purpose: FilePurpose
  clientKey: string | null
}

export type UploadResult =
  { file: StoredFile; created: boolean } | { refused: 'quota'; used: number; available: number }

/*
| Stores an upload into a project: sniffs what the bytes are, stores the original as uploaded
| and a re-encoded thumbnail for images, and records it. Authorize (`uploadInChat` or
| `uploadToFiles`) and check the size first. A retry with the same client key answers the file
| already made. Over the project's quota nothing is stored. The temporary file is always removed.
*/
export async function uploadFile(
  user: User,
  project: Project,
  upload: Upload
): Promise<UploadResult> {
  try {
    if (upload.clientKey) {
      const same = await sameKey(user, upload.clientKey)
      if (same) return { file: same, created: false }
    }
    const used = await projectUsage(project.id)
    if (used + upload.size > filesConfig.projectQuotaBytes) {
      return {
        refused: 'quota',
        used,
        available: Math.max(0, filesConfig.projectQuotaBytes - used),
      }
    }
    const type = await sniffFile(upload.tmpPath)
    const publicId = StoredFile.newPublicId()
    const keys = StoredFile.keysFor(publicId)
    await storeFromPath(keys.original, upload.tmpPath, type, upload.size)
    const thumbnail = await makeThumbnail(upload.tmpPath, type)
    if (thumbnail) await fileDisk().put(keys.thumbnail, thumbnail, { contentType: 'image/webp' })
    try {
      const file = await StoredFile.create({
        publicId,
        projectId: project.id,
        uploadedById: user.id,
        purpose: upload.purpose,
        status: 'ready',
        clientKey: upload.clientKey,
        name: safeName(upload.clientName),
        size: upload.size,
        type,
        storageKey: keys.original,
        thumbnailKey: thumbnail ? keys.thumbnail : null,
      })
      // Read back as stored (SQLite keeps whole seconds), the way every later read shows it.
      await file.refresh()
      await file.load('uploadedBy')
      return { file, created: true }
    } catch (error) {
      // Two retries raced: the other one's file stands, this copy goes.
      await removeStored([keys.original, thumbnail ? keys.thumbnail : null])
      const same =
        upload.clientKey && isUniqueViolation(error) ? await sameKey(user, upload.clientKey) : null
      if (same) return { file: same, created: false }
      throw error
    }
  } finally {
    await rm(upload.tmpPath, { force: true })
  }
}

/* Bytes a project's files take (uploads waiting to be sent included). */
export async function projectUsage(projectId: number) {
  const row = await db.from('files').where('project_id', projectId).sum('size as total').first()
  return Number(row?.total ?? 0)
}

function sameKey(user: User, clientKey: string) {
  return StoredFile.query()
    .where('uploaded_by_id', user.id)
    .where('client_key', clientKey)
    .preload('uploadedBy')
    .first()
}

/*
| The name as shown and offered on download: the last path segment, without control
| characters, at most 255 characters (the extension kept). Without the bidirectional and
| invisible marks too (embeddings, overrides, isolates, LRM, RLM, ALM): "invoice\u202Efdp.exe"
| shows as "invoiceexe.pdf" and disguises a program as a document.
*/
// eslint-disable-next-line no-control-regex
const HIDDEN_IN_NAMES = /[\u0000-\u001f\u007f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export function safeName(name: string) {
  const base = name.split(/[/\\]/).pop() ?? ''
  const clean = base.replace(HIDDEN_IN_NAMES, '').trim()
  if (!clean) return 'file'
  if (clean.length <= 255) return clean
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : ''
  return clean.slice(0, 255 - extension.length) + extension
}
