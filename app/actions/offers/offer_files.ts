import { rm } from 'node:fs/promises'
import { errors } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type OfferEvent from '#models/offer_event'
import StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import {
  fileDisk,
  makeThumbnail,
  removeStored,
  sniffFile,
  storeFromPath,
} from '#infrastructure/file_storage'
import { safeName } from '#actions/files/upload_file'
import { isPublicFileId } from '#actions/files/find_file'

export type OfferUpload = { tmpPath: string; clientName: string; size: number }

/*
| A file the offer's recipient e-mailed with their answer, kept on the timeline entry that
| records it (staff only, like the whole offers area). The recipient is someone outside, as a
| visitor is, so the conversation limits hold: the file's size (checked by the caller) and the
| room one offer's answers may take. Sniffed, with a thumbnail for images; the temporary file
| is always removed.
*/
export async function storeOfferEventFile(
  event: OfferEvent,
  upload: OfferUpload
): Promise<{ file: StoredFile } | { refused: 'quota' }> {
  try {
    if ((await offerUsage(event.offerId)) + upload.size > filesConfig.conversationQuotaBytes) {
      return { refused: 'quota' }
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
        offerEventId: event.id,
        purpose: 'message',
        status: 'ready',
        name: safeName(upload.clientName),
        size: upload.size,
        type,
        storageKey: keys.original,
        thumbnailKey: thumbnail ? keys.thumbnail : null,
      })
      await file.refresh()
      return { file }
    } catch (error) {
      await removeStored([keys.original, thumbnail ? keys.thumbnail : null])
      throw error
    }
  } finally {
    await rm(upload.tmpPath, { force: true })
  }
}

async function offerUsage(offerId: number) {
  const row = await db
    .from('files')
    .whereIn('offer_event_id', (events) =>
      events.from('offer_events').where('offer_id', offerId).select('id')
    )
    .sum('size as total')
    .first()
  return Number(row?.total ?? 0)
}

/* An offer's file a route names (the caller checked the reader is staff), or 404. */
export async function findOfferFile(id: unknown) {
  const file = isPublicFileId(id)
    ? await StoredFile.query().where('public_id', id).whereNotNull('offer_event_id').first()
    : null
  if (!file || file.status !== 'ready') {
    throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  }
  return file
}
