import type { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { rememberErrorSource, SourcedMessagesProvider } from '#infrastructure/error_sources'

/*
| Validation messages an area words its own way ("Project name is required." rather than "This
| field is required."), looked up first under `{namespace}.validation.{field}.{rule}`, then the
| shared texts. Field names like `name` recur across forms, so a message of one area cannot
| live among the shared ones. The key and values are remembered like every other field error,
| so the page can say it again after a language switch.
*/
export function scopedMessages(ctx: HttpContext, namespace: string): MessagesProviderContact {
  const shared = new SourcedMessagesProvider(ctx)
  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: any) {
      const key = `${namespace}.validation.${field.wildCardPath}.${rule}`
      if (!ctx.i18n.resolveIdentifier(key)) {
        return shared.getMessage(defaultMessage, rule, field, meta)
      }
      const values: Record<string, string | number> = {}
      for (const [name, value] of Object.entries(meta ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') values[name] = value
      }
      const message = ctx.i18n.t(key, values)
      rememberErrorSource(ctx, field.getFieldPath(), { key, values, message })
      return message
    },
  }
}
