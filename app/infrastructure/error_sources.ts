import type { HttpContext } from '@adonisjs/core/http'
import { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { ERROR_SOURCES_FLASH } from '#infrastructure/session_keys'

/*
| A field error is flashed as text in the request's language. Next to it the page gets where the
| text came from (its message key and values), so the browser can say it again in another
| language after a language switch without sending the form again (inertia/lib/field_errors.ts).
*/
export type ErrorSource = { key: string; values: Record<string, string | number>; message: string }

const translations = new WeakMap<I18n, Map<string, Omit<ErrorSource, 'message'>> | null>()
const recorded = new WeakMap<HttpContext, Record<string, ErrorSource>>()

function primitives(data: Record<string, unknown> | undefined) {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(data ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
  }
  return values
}

/*
| Remembers which key and values produced each text a request translated, so an error made with
| `i18n.t(...)` anywhere (wrong password, invalid code, too many attempts) keeps its source
| without every caller passing it along. Only instances marked by `recordTranslations` (each
| request's own) record; their map is made on the first text. `t` is wrapped once, on the class:
| a closure stored on every request's instance kept the request alive through young-generation
| collections (docs/performance.md).
*/
const translate = I18n.prototype.t
I18n.prototype.t = function (this: I18n, identifier, data, fallback) {
  const message = translate.call(this, identifier, data, fallback)
  const seen = translations.get(this)
  if (seen !== undefined && this.resolveIdentifier(identifier)) {
    const source = { key: identifier, values: primitives(data) }
    if (seen) seen.set(message, source)
    else translations.set(this, new Map([[message, source]]))
  }
  return message
}

export function recordTranslations(i18n: I18n) {
  translations.set(i18n, null)
}

/* The first error of a field is the one shown; its source goes into the same flash as the text. */
export function rememberErrorSource(ctx: HttpContext, field: string, source: ErrorSource) {
  const sources = recorded.get(ctx) ?? {}
  recorded.set(ctx, sources)
  sources[field] ??= source
  ctx.session?.flash(ERROR_SOURCES_FLASH, { ...sources })
}

/* For an error made from a translated text: its source, when this request translated it. */
export function rememberMessageSource(ctx: HttpContext, field: string, message: string) {
  const source = translations.get(ctx.i18n)?.get(message)
  if (source) rememberErrorSource(ctx, field, { ...source, message })
}

/*
| The validator's messages: the i18n provider's text, plus the key it was found under (the
| field-specific `validator.shared.messages.{field}.{rule}` first, like the provider itself).
*/
export class SourcedMessagesProvider implements MessagesProviderContact {
  #ctx: HttpContext
  #inner: MessagesProviderContact

  constructor(ctx: HttpContext) {
    this.#ctx = ctx
    this.#inner = ctx.i18n.createMessagesProvider()
  }

  getMessage(
    defaultMessage: string,
    rule: string,
    field: FieldContext,
    meta?: Record<string, any>
  ) {
    const values = primitives(meta)
    const message = this.#inner.getMessage(defaultMessage, rule, field, meta)
    const prefix = 'validator.shared.messages'
    const key = [`${prefix}.${field.wildCardPath}.${rule}`, `${prefix}.${rule}`].find(
      (identifier) => this.#ctx.i18n.resolveIdentifier(identifier)
    )
    if (key) rememberErrorSource(this.#ctx, field.getFieldPath(), { key, values, message })
    return message
  }
}
