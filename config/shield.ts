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
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
