import Echo from 'laravel-echo'
import Pusher from 'pusher-js'
import { reconnectPromptly, resubscribing } from '@shared/live_recovery'

export type RealtimeSettings = {
  key: string
  host: string | null
  port: number | null
  scheme: 'http' | 'https' | null
}

let echo: Echo<'pusher'> | undefined

function csrfToken() {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
}

/*
| One connection per tab, made on first use. By default the socket goes to the page's own host
| and port (the app serves /app/{key} itself); TLS whenever the page is on https.
*/
export function getEcho(settings: RealtimeSettings) {
  if (echo) return echo
  const secure = (settings.scheme ?? window.location.protocol.replace(':', '')) === 'https'
  const port = settings.port ?? (Number(window.location.port) || (secure ? 443 : 80))
  echo = new Echo({
    broadcaster: 'pusher',
    Pusher: resubscribing(Pusher),
    key: settings.key,
    cluster: '',
    wsHost: settings.host ?? window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    authEndpoint: '/broadcasting/auth',
    auth: { headers: { 'X-CSRF-TOKEN': csrfToken(), 'Accept': 'application/json' } },
  })
  reconnectPromptly(echo.connector.pusher.connection)
  return echo
}
