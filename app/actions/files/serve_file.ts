import { create as contentDisposition } from 'content-disposition'
import type { HttpContext } from '@adonisjs/core/http'
import type StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import { fileDisk, servedType, usesObjectStore } from '#infrastructure/file_storage'
import { INLINE_TYPES } from '#shared/files'

/*
| Files are other people's bytes served from the product's origin. Only images and PDFs (as
| sniffed) are shown inline; everything else (HTML, SVG, programs, unknown) is a download of
| type application/octet-stream. Whatever it is, the browser must not guess another type,
| and the document gets no script and no origin (a sandbox). Nothing is cached by shared
| caches, and the browser asks again each time, so access is checked on every fetch.
*/
const SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"
// Chromium shows no PDF in a sandboxed document; a PDF still gets no origin's scripts.
const PDF_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'"

function dispositionOf(file: StoredFile, download: boolean) {
  const inline = !download && INLINE_TYPES.includes(file.type)
  return contentDisposition(file.name, { type: inline ? 'inline' : 'attachment' })
}

export async function serveFile(
  { response }: HttpContext,
  file: StoredFile,
  options: { thumbnail?: boolean; download?: boolean } = {}
) {
  const key = options.thumbnail ? file.thumbnailKey! : file.storageKey
  const type = options.thumbnail ? 'image/webp' : servedType(file.type)
  const disposition = options.thumbnail
    ? contentDisposition(`${file.name}.webp`, { type: 'inline' })
    : dispositionOf(file, options.download ?? false)
  response.header('Cache-Control', 'private, no-store')
  response.header('X-Content-Type-Options', 'nosniff')
  if (usesObjectStore()) {
    // The store serves the bytes for a minute, with the same type and disposition.
    const url = await fileDisk().getSignedUrl(key, {
      expiresIn: filesConfig.signedUrlSeconds,
      contentType: type,
      contentDisposition: disposition,
    })
    return response.redirect(url)
  }
  response.header('Content-Type', type)
  response.header('Content-Disposition', disposition)
  response.header('Content-Security-Policy', type === 'application/pdf' ? PDF_POLICY : SANDBOX)
  response.header('X-Frame-Options', 'SAMEORIGIN')
  if (!options.thumbnail) response.header('Content-Length', String(file.size))
  return response.stream(await fileDisk().getStream(key))
}
