import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { lazyStore, memoryStore } from '#infrastructure/session_store'

/*
| Sessions live on the server (docs/decisions/server-sessions.md): the embedded database by default, Redis when
| REDIS_URL is set. The cookie holds only the session id, so logging out or ending a session
| elsewhere really ends it, and flashed form input never makes the cookie too large to keep.
| Tests use the memory store (the Japa session client writes into it). `lazyStore` spares the
| store a read for a request without a session and a write for every request that changed
| nothing (app/infrastructure/session_store.ts); every store, the memory one too, keeps a renewed or
| ended session from being written back by a request that was running meanwhile.
*/
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
  store: env.get('SESSION_DRIVER', env.get('REDIS_URL') ? 'redis' : 'database'),
  stores: {
    database: lazyStore(stores.database({ tableName: 'sessions' }), { table: 'sessions' }),
    redis: lazyStore(stores.redis({ connection: 'main' })),
    memory: memoryStore(),
  },
})

export default sessionConfig
