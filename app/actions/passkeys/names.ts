import type { HttpContext } from '@adonisjs/core/http'
import { describeUserAgent } from '#actions/auth/user_agent'

export const PASSKEY_NAME_MAX_LENGTH = 100

/*
| A new passkey is named after the device it was made on ("Chrome on Linux"), in the user's
| language, so a list of several can be told apart before anyone renames them.
*/
export function defaultPasskeyName(ctx: HttpContext) {
  const { browser, os } = describeUserAgent(ctx.request.header('user-agent'))
  if (browser && os) return ctx.i18n.t('settings.passkeys.defaultName', { browser, os })
  return browser ?? os ?? ctx.i18n.t('settings.passkeys.fallbackName')
}
