import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /*
  | CSP, Referrer-Policy, nosniff, X-Frame-Options and HSTS come from
  | app/middleware/security_headers_middleware.ts, a server middleware: shield runs only for
  | matched routes, and error pages for unknown URLs and static files need the headers too.
  */
  csp: { enabled: false },
  csrf: {
    enabled: true,
    // The Pusher HTTP API is signed with the app secret instead of a session.
    exceptRoutes: (ctx) => ctx.request.url().startsWith('/apps/'),
    enableXsrfCookie: true,
    /*
    | The XSRF-TOKEN cookie is sent only when the browser lacks one with a token of the session's
    | secret (patches/@adonisjs+shield*.patch), so it lives as long as the browser's session: a
    | fixed age would let it lapse between a page's last answer and its next form. A new secret
    | (a new session) makes it stale, and the next answer replaces it.
    */
    cookieOptions: { maxAge: undefined },
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
