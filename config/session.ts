import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && env.get('APP_URL', '').startsWith('https://'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', env.get('REDIS_URL') ? 'redis' : 'cookie'),
  stores: {
    cookie: stores.cookie(),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
