import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import { fileTypeFromFile, fileTypeFromStream } from 'file-type'
import sharp from 'sharp'
import filesConfig from '#config/files'
import { IMAGE_TYPES, INLINE_TYPES } from '#shared/files'

/*
| The bytes of shared files, on whichever disk config/files.ts names (local disk or an
| S3-compatible store): the same calls for both, through @adonisjs/drive.
*/
export const fileDisk = () => drive.use(filesConfig.disk)

export const usesObjectStore = () => filesConfig.disk === 's3'

/* What the bytes are, read from their first bytes; unknown is application/octet-stream. */
export async function sniffFile(path: string) {
  return (await fileTypeFromFile(path))?.mime ?? 'application/octet-stream'
}

/* The same from a stored object, reading only as far as the detection needs. */
export async function sniffStored(key: string) {
  const stream = await fileDisk().getStream(key)
  try {
    const web = Readable.toWeb(stream) as ReadableStream<Uint8Array>
    return (await fileTypeFromStream(web))?.mime ?? 'application/octet-stream'
  } finally {
    stream.destroy()
  }
}

/* A type a browser may render in the product's origin; anything else is served as a download. */
export function servedType(type: string) {
  return INLINE_TYPES.includes(type) ? type : 'application/octet-stream'
}

export function storeFromPath(key: string, path: string, type: string, size: number) {
  return fileDisk().putStream(key, createReadStream(path), {
    contentType: servedType(type),
    contentLength: size,
  })
}

/*
| A small WebP of an image, re-encoded: sharp writes no metadata unless asked, so the location
| and camera of a photo stay out of it (the original is kept as uploaded). Null when the image
| cannot be read (a damaged file is still shared, without a preview).
*/
export async function makeThumbnail(source: string | Readable, type: string) {
  if (!IMAGE_TYPES.includes(type)) return null
  const size = filesConfig.thumbnailWidth
  try {
    const image = typeof source === 'string' ? sharp(source, { failOn: 'error' }) : sharp()
    const pipeline = image
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
    if (typeof source !== 'string') source.pipe(pipeline)
    return await pipeline.toBuffer()
  } catch (error) {
    logger.info({ err: error }, 'No thumbnail for an image sharp could not read')
    return null
  }
}

/* Removes stored objects; one that is already gone is not an error (a retried deletion). */
export async function removeStored(keys: (string | null)[]) {
  const disk = fileDisk()
  for (const key of keys) {
    if (!key) continue
    try {
      await disk.delete(key)
    } catch (error) {
      logger.error({ err: error, key }, 'A stored file could not be deleted')
    }
  }
}
