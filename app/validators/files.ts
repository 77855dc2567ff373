import vine from '@vinejs/vine'
import { FILE_KINDS, FILES_PER_MESSAGE } from '#shared/files'

/* The browser's key for an upload, as for a message: a retry gets the same file. */
const clientKey = () =>
  vine
    .string()
    .trim()
    .minLength(8)
    .maxLength(64)
    .regex(/^[\w-]+$/)
    .nullable()
    .optional()

/* The fields beside the multipart `file` of an upload. */
export const uploadFileValidator = vine.create({
  purpose: vine
    .enum(['message', 'project'] as const)
    .nullable()
    .optional(),
  clientKey: clientKey(),
})

/* The files view's filters. */
export const listFilesValidator = vine.create({
  kind: vine.enum(FILE_KINDS).optional(),
  q: vine.string().trim().maxLength(100).optional(),
})

/* The public ids of files sent with a message (at most FILES_PER_MESSAGE). */
export const attachmentIds = () =>
  vine
    .array(vine.string().regex(/^[A-Za-z0-9_-]{22}$/))
    .maxLength(FILES_PER_MESSAGE)
    .distinct()
    .optional()

/* A file the browser is about to send straight to the S3 store. */
export const presignUploadValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(1000),
  size: vine.number().withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER),
  purpose: vine
    .enum(['message', 'project'] as const)
    .nullable()
    .optional(),
  clientKey: clientKey(),
})
