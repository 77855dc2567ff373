import env from '#start/env'

/*
| The Pusher-protocol server built into the app (app/realtime). Credentials are generated into
| .env on first run (scripts/ensure_env.ts); Laravel's variable names so existing knowledge applies.
| Browsers connect to PUSHER_HOST/PORT/SCHEME, by default the page's own host and port.
*/
const realtimeConfig = {
  appId: env.get('PUSHER_APP_ID', 'app'),
  key: env.get('PUSHER_APP_KEY', 'app-key'),
  secret: env.get('PUSHER_APP_SECRET', 'app-secret'),
  redisUrl: env.get('REDIS_URL'),
  maxConnections: 0,
  client: {
    host: env.get('PUSHER_HOST'),
    port: env.get('PUSHER_PORT'),
    scheme: env.get('PUSHER_SCHEME'),
  },
}

export default realtimeConfig
