/*
| The rules of files both sides need (DESIGN.md "Files"): the composer refuses what the server
| would, and both agree which types a browser may show.
*/

/* At most this many files travel with one message. */
export const FILES_PER_MESSAGE = 10

/* Types shown in the page (thumbnails, the viewer); everything else is a download. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
export const INLINE_TYPES = [...IMAGE_TYPES, 'application/pdf']

export type FileKind = 'image' | 'pdf' | 'document' | 'archive' | 'audio' | 'video' | 'other'

/* The kind a type is filtered and drawn as (the icon beside a file's name). */
export function fileKind(type: string): FileKind {
  if (IMAGE_TYPES.includes(type)) return 'image'
  if (type === 'application/pdf') return 'pdf'
  if (type.startsWith('audio/')) return 'audio'
  if (type.startsWith('video/')) return 'video'
  if (/zip|x-7z|x-rar|x-tar|gzip|x-bzip2|x-xz/.test(type)) return 'archive'
  if (/officedocument|msword|ms-excel|ms-powerpoint|opendocument|rtf|epub/.test(type)) {
    return 'document'
  }
  return 'other'
}

export const FILE_KINDS: FileKind[] = [
  'image',
  'pdf',
  'document',
  'archive',
  'audio',
  'video',
  'other',
]

/* The one shape of a file over JSON (app/transformers/file_transformer.ts). */
export interface SharedFile {
  id: string
  name: string
  size: number
  type: string
  createdAt: string
  uploadedBy: { id: number; name: string } | null
  messageId: number | null
  url: string
  thumbnailUrl: string | null
}
