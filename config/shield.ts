import { defineConfig } from '@adonisjs/shield'

/*
| Signed instead of carried by a session, so exempt from CSRF: Stripe's webhook with its signing
| secret, a mail provider's webhook with the provider's key (and the Pusher HTTP API under
| /apps/ with the app secret). tests/functional/route_safety.spec.ts reads the same list.
*/
export const SIGNED_ROUTES = ['payments.stripe.webhook', 'mail_in.webhook']

const shieldConfig = defineConfig({
  /*
  | CSP, Referrer-Policy, nosniff, X-Frame-Options and HSTS come from
  | app/middleware/security_headers_middleware.ts, a server middleware: shield runs only for
  | matched routes, and error pages for unknown URLs and static files need the headers too.
  */
  csp: { enabled: false },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx) =>
      ctx.request.url().startsWith('/apps/') || SIGNED_ROUTES.includes(ctx.route?.name ?? ''),
    /*
    | The XSRF-TOKEN cookie and the X-XSRF-TOKEN header are handled by
    | app/middleware/shield_middleware.ts, which sends the cookie only when the browser does not
    | hold a current one (shield would encrypt a new one into every answer).
    */
    enableXsrfCookie: false,
    /*
    | The XSRF-TOKEN cookie lives as long as the browser's session: a fixed age would let it lapse
    | between a page's last answer and its next form.
    */
    cookieOptions: { maxAge: undefined },
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
