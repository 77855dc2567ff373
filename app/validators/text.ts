import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { hasVisibleText } from '#shared/visible_text'

/*
| The one rule for text a person writes (chat messages, replies, the contact form, names): only
| whitespace, control or invisible characters (zero-width spaces, bidi marks, the braille blank,
| Hangul fillers…, see shared/visible_text.ts) is empty, refused with "This field is required."
| beside the field. Lone surrogates never get here: WellFormedInputMiddleware has replaced them
| with U+FFFD, which is visible.
*/
export const visibleText = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !hasVisibleText(value)) {
    field.report('This field is required.', 'required', field)
  }
})

/* A required text: trimmed and visible; chain the length bounds after it. */
export const writtenText = () => vine.string().trim().use(visibleText())

/*
| An optional text (an offer answer's note, a project description): nothing visible means
| nothing written, as an empty field does; "required" beside an optional field would be false.
| VineJS also hands the transform a null that a later `.nullable()` lets through.
*/
export const optionalWrittenText = (max: number) =>
  vine
    .string()
    .trim()
    .maxLength(max)
    .transform((value: string | null) =>
      typeof value === 'string' && hasVisibleText(value) ? value : null
    )
