import { readVisitorToken } from '#actions/conversations/visitor_token'
import availabilityConfig from '#config/availability'
import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import UserTransformer from '#transformers/user_transformer'
import { pageAbilities } from '#policies/page_abilities'
import { unreadCount } from '#services/conversation_broadcasts'
import productConfig from '#config/product'
import {
  APPEARANCE_COOKIE,
  parseAppearance,
  SIDEBAR_COOKIE,
  supportedLocales,
  type Appearance,
} from '#shared/preferences'
import realtimeConfig from '#config/realtime'
import type { ErrorSource } from '#infrastructure/error_sources'
import { ERROR_SOURCES_FLASH } from '#infrastructure/session_keys'
import { shellBadges } from '#services/shell_badges'
import { oldInput } from '#infrastructure/old_input'
import webPushConfig from '#config/web_push'
import filesConfig from '#config/files'
import { owesTwoFactor } from '#services/staff_two_factor'

/*
| The messages flashed for this response. `id` is new with each response that carries a toast,
| so the same words twice ("User invited." for a second invitation) are two toasts: the page
| tells them apart by the id, never by the text.
*/
function flashOf(session: HttpContext['session'] | undefined) {
  const success = session?.flashMessages.get('success') as string | undefined
  const error = session?.flashMessages.get('error') as string | undefined
  return {
    id: success || error ? randomUUID() : undefined,
    success,
    error,
    status: session?.flashMessages.get('status') as
      { tone: 'success' | 'error'; message: string } | undefined,
  }
}

/* The <html> class of the first paint, per appearance (the stylesheet's `dark` variant). */
const APPEARANCE_CLASSES: Record<Appearance, string> = {
  light: '',
  dark: 'dark',
  system: 'appearance-system',
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /*
  | A page can render before the session or auth middleware ran (a 404 for an unknown URL), so
  | both are treated as optional here.
  */
  async share(ctx: HttpContext) {
    const { session, auth, bouncer } = ctx as Partial<HttpContext>
    const locale = ctx.i18n.locale
    const badges = auth?.user
      ? await shellBadges(auth.user.id)
      : { unreadTotal: 0, notifications: 0, ownsProject: false }
    const can = await pageAbilities(bouncer, badges.ownsProject)

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      // What was typed into a refused form, for its fields after a page load (plain HTML post).
      old: ctx.inertia.always(oldInput(session?.flashMessages)),
      errorSources: ctx.inertia.always(
        (session?.flashMessages.get(ERROR_SOURCES_FLASH) ?? {}) as Record<string, ErrorSource>
      ),
      // success/error become toasts; a status is shown inside the page that asked for it, once.
      flash: ctx.inertia.always(flashOf(session)),
      user: ctx.inertia.always(auth?.user ? UserTransformer.transform(auth.user) : undefined),
      // A staff account without two-factor: the shell's banner asks for it on every page.
      staffTwoFactorMissing: ctx.inertia.always(auth?.user ? owesTwoFactor(auth.user) : false),
      // What the policies let this user do everywhere (menus); read through useCan.
      can: ctx.inertia.always(can),
      // The sidebar's live count of unread inbox threads (staff only; 0 for everyone else).
      inboxUnread: ctx.inertia.always(can.accessInbox ? await unreadCount() : 0),
      // The sidebar's badge: unread chat messages across the user's projects (live on
      // unread.changed). A page that has just counted it passes its own (the project page).
      unreadTotal: ctx.inertia.always(badges.unreadTotal),
      // The bell's count (live on notification.changed / notifications.read).
      notificationsUnread: ctx.inertia.always(badges.notifications),
      // Uploads go straight to the S3 store when files live there (inertia/lib/files.ts).
      directUploads: filesConfig.disk === 's3',
      // The moment this page was made: relative times ("14 minutes ago", "waiting 1 min") are
      // written against it on the server and in the browser's first render alike, so a minute
      // turning between the two never makes React throw the server's HTML away.
      serverNow: ctx.inertia.always(Date.now()),
      locale: ctx.inertia.always(locale),
      locales: [...supportedLocales],
      appearance: parseAppearance(ctx.request.plainCookie(APPEARANCE_COOKIE, { encoded: false })),
      sidebarOpen: ctx.request.plainCookie(SIDEBAR_COOKIE, { encoded: false }) !== 'false',
      product: { name: productConfig.name, company: productConfig.company },
      // A visitor whose browser holds a chat conversation (the cookie alone, no query): public
      // pages then watch it for the team's replies (the launcher's badge), loading the panel's code.
      chatHeld: !auth?.user && readVisitorToken(ctx) !== null,
      // When the team answers (config/availability.ts): every page words it from this one setting.
      availability: availabilityConfig,
      // Every form's `_csrf` field, so it also works as plain HTML (before the app hydrates, or
      // on the public pages, which run without it). Each response's own token.
      csrfToken: ctx.request.csrfToken ?? null,
      // The VAPID public key browsers subscribe with (signed-in pages only; the private key
      // never leaves the server). Null when push is not configured.
      webPush: { publicKey: auth?.user ? webPushConfig.publicKey : null },
      // Public connection details only: the app secret never leaves the server.
      realtime: {
        key: realtimeConfig.key,
        host: realtimeConfig.client.host ?? null,
        port: realtimeConfig.client.port ?? null,
        scheme: realtimeConfig.client.scheme ?? null,
      },
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    // The server knows an explicit dark choice, so the first paint is dark without any script;
    // "system" is resolved by the page's first script, or by the stylesheet when none runs.
    const appearance = parseAppearance(
      ctx.request.plainCookie(APPEARANCE_COOKIE, { encoded: false })
    )
    ctx.view.share({ appearanceClass: APPEARANCE_CLASSES[appearance] })
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
