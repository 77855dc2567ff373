import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { RuntimeException } from '@adonisjs/core/exceptions'
import filesConfig from '#config/files'
import { refuseFile } from '#actions/files/file_errors'

const MB = 1024 * 1024

/*
| A multipart body is never read by the body parser (config/bodyparser.ts, autoProcess off): a
| route that takes a file reads it here, once the session, the CSRF token, the sign-in, the
| upload limits (app/middleware/upload_middleware.ts) and the policy have let the request
| through. Refused earlier, its bytes are dropped unread and nothing touches the disk.
|
| Every byte written waits in filesConfig.tmpRoot under a name recorded before the first write,
| and that middleware removes each one when the request ends, whatever its answer (a refusal, a
| validation error, a body over the limit half-way through, a crash).
*/
/* Room for the form's other fields beside the file in a body's limit. */
export const MULTIPART_FIELDS_BYTES = 1024 * 1024

const written = new WeakMap<HttpContext['request'], Set<string>>()
let folder: Promise<unknown> | null = null

export function tmpUploadPath() {
  return join(filesConfig.tmpRoot, randomUUID())
}

/* Called by the upload middleware before the route runs. */
export function trackUploads(request: HttpContext['request']) {
  written.set(request, new Set())
}

/* Removes every temporary file the request wrote, and any the parser handed over. */
export async function removeUploads(request: HttpContext['request']) {
  const paths = written.get(request) ?? new Set<string>()
  written.delete(request)
  const raw = (request as unknown as { __raw_files?: Record<string, unknown> }).__raw_files
  for (const entry of Object.values(raw ?? {}).flat()) {
    const tmpPath = (entry as MultipartFile | undefined)?.tmpPath
    if (tmpPath) paths.add(tmpPath)
  }
  await Promise.all([...paths].map((path) => rm(path, { force: true })))
}

/*
| The body's fields (then read as any other input) and its file `field`, or null when the body
| is not multipart or carries no such file. `size` is checked on the file as before
| (`upload.isValid`); `limit` caps the whole body, the stream refused with 413 past it.
*/
export async function receiveUpload(
  ctx: HttpContext,
  field: string,
  { size, limit }: { size: number; limit: number }
): Promise<MultipartFile | null> {
  const { request } = ctx
  const paths = written.get(request)
  if (!paths) {
    throw new RuntimeException('A route that reads an upload needs the upload middleware')
  }
  const multipart = request.multipart
  if (request.is(['multipart/form-data']) !== 'multipart/form-data' || !multipart) return null
  folder ??= mkdir(filesConfig.tmpRoot, { recursive: true })
  await folder
  multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
    const tmpPath = tmpUploadPath()
    paths.add(tmpPath)
    part.pause()
    part.on('data', reportChunk)
    try {
      await pipeline(part, createWriteStream(tmpPath))
    } catch (error) {
      multipart.abort(error)
    }
    return { tmpPath }
  })
  try {
    await multipart.process({ limit })
  } catch (error) {
    // Past the limit half-way: the same translated refusal as a file over its size, 413.
    if ((error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE') {
      throw refuseFile(ctx, 'tooLarge', { max: Math.round(size / MB) })
    }
    throw error
  }
  return request.file(field, { size }) ?? null
}
