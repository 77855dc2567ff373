import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import filesConfig from '#config/files'

const MB = 1024 * 1024

export type FileRefusal =
  'tooLarge' | 'quota' | 'conversationQuota' | 'missing' | 'tooMany' | 'unavailable'

/*
| A refused file, as a validation error beside the `file` field (422 JSON like every other
| field error; 413 Payload Too Large for a file over its size, as HTTP names it), in the
| reader's language. Nothing is stored when one is thrown.
*/
export function refuseFile(
  ctx: HttpContext,
  reason: FileRefusal,
  values: Record<string, number | string> = {},
  field = 'file'
) {
  const message = ctx.i18n.t(`files.errors.${reason}`, {
    max: Math.round(filesConfig.maxFileBytes / MB),
    count: filesConfig.maxPerMessage,
    ...values,
  })
  const error = new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: reason }])
  if (reason === 'tooLarge') error.status = 413
  return error
}

export function megabytes(bytes: number, locale: string) {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024
  )
  return `${value} MB`
}
