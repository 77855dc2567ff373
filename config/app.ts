import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#services/trusted_proxies'

export const appKey = env.get('APP_KEY')

export const appUrl = env.get('APP_URL', `http://localhost:${env.get('PORT', 3333)}`)

export const http = defineConfig({
  generateRequestId: true,
  // A form without JavaScript can only GET or POST: PUT and DELETE forms post `?_method=`.
  allowMethodSpoofing: true,
  useAsyncLocalStorage: true,
  // Only configured proxies may set the client's address (rate limits are per address).
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction && appUrl.startsWith('https://'),
    sameSite: 'lax',
  },
})
