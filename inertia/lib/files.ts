import type { SharedFile } from '@shared/files'
import { urlFor } from '~/client'
import { csrfHeaders } from '~/lib/csrf'

/* A size as people read it, in the reader's language: 820 B, 14 kB, 3.2 MB. */
export function formatBytes(bytes: number, locale: string) {
  if (bytes < 1000) return `${new Intl.NumberFormat(locale).format(bytes)} B`
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value)
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly cancelled = false
  ) {
    super(message)
  }
}

/* A project (by id), or the URL of another upload endpoint (a conversation's). */
export type UploadTarget = number | string

type UploadOptions = {
  name: string
  clientKey: string
  purpose: 'message' | 'project'
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/*
| One file to the project (DESIGN.md "Files"), with progress and a way to cancel. With an S3
| store (`direct`), the bytes go straight to the store through a presigned URL and the app then
| checks them; otherwise they go to the app (multipart field `file`). The client key makes a
| retry answer the file already stored.
*/
export async function uploadFile(
  target: UploadTarget,
  file: Blob,
  options: UploadOptions & { direct?: boolean }
): Promise<SharedFile> {
  // The conversations' files always go through the app (its own endpoint and limits).
  if (typeof target === 'string' || !options.direct) return uploadThroughApp(target, file, options)
  const projectId = target
  const json = async (url: string, body?: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        ...csrfHeaders(),
      },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    }).catch(() => null)
    if (!response) throw new UploadError(0, '', options.signal?.aborted)
    const answer = await response.json().catch(() => null)
    if (!response.ok) {
      throw new UploadError(response.status, answer?.errors?.[0]?.message ?? answer?.message ?? '')
    }
    return answer
  }
  const presigned = await json(urlFor('project_files.presign', { id: projectId }), {
    name: options.name,
    size: file.size,
    purpose: options.purpose,
    clientKey: options.clientKey,
  })
  if (presigned.uploadUrl) {
    await send(
      'PUT',
      presigned.uploadUrl,
      file,
      { 'Content-Type': 'application/octet-stream' },
      options
    )
  }
  return (await json(urlFor('files.confirm', { id: presigned.data.id }))).data
}

function uploadThroughApp(target: UploadTarget, file: Blob, options: UploadOptions) {
  const body = new FormData()
  body.append('purpose', options.purpose)
  body.append('clientKey', options.clientKey)
  body.append('file', file, options.name)
  return send<SharedFile>(
    'POST',
    typeof target === 'string' ? target : urlFor('project_files.store', { id: target }),
    body,
    { Accept: 'application/json', ...csrfHeaders() },
    options
  )
}

/* XMLHttpRequest, because fetch reports no upload progress. */
function send<T>(
  method: string,
  url: string,
  body: Blob | FormData,
  headers: Record<string, string>,
  options: Pick<UploadOptions, 'onProgress' | 'signal'>
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      let json: any = null
      try {
        json = JSON.parse(request.responseText)
      } catch {}
      if (request.status >= 200 && request.status < 300) return resolve(json?.data)
      reject(new UploadError(request.status, json?.errors?.[0]?.message ?? json?.message ?? ''))
    }
    request.onerror = () => reject(new UploadError(0, ''))
    request.onabort = () => reject(new UploadError(0, '', true))
    options.signal?.addEventListener('abort', () => request.abort())
    request.send(body)
  })
}

export function newUploadKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
