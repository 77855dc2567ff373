import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#infrastructure/trusted_proxies'

export const appKey = env.get('APP_KEY')

export const appUrl = env.get('APP_URL', `http://localhost:${env.get('PORT', 3333)}`)

/*
| Answers are plain data from transformers. The engine's JSON.stringify writes them several times
| faster than the framework's default, a stringifier in JavaScript that also survives cycles and
| BigInts; a BigInt (a database count on some drivers) is written as a string, as it was.
*/
function serializeJSON(value: unknown) {
  try {
    return JSON.stringify(value)
  } catch {
    return JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? item.toString() : item))
  }
}

export const http = defineConfig({
  generateRequestId: true,
  serializeJSON,
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
