import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import type {
  ResolvedSessionConfig,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'
import type { DeviceRecord } from '#actions/auth/sessions'
import { DEVICE_KEY } from '#infrastructure/session_keys'
import type User from '#models/user'

export async function sessionConfig() {
  return (await configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session')))!
}

/*
| A session another browser holds: signed in as `user`, tagged, with what the list shows about
| it. Written straight into the configured store, as that browser's earlier requests would have.
| Tests must end it (endStoredSessions): the memory store outlives a test's transaction.
*/
export async function storeSessionFor(
  user: User,
  device: Partial<Omit<DeviceRecord, 'sessionId'>> = {}
) {
  const config = await sessionConfig()
  // Every store the app allows (database, Redis, memory) can tag sessions.
  const store = config.stores[config.store](
    null as never,
    config
  ) as SessionStoreWithTaggingContract
  const id = randomUUID()
  await store.write(id, {
    auth_web: user.id,
    [DEVICE_KEY]: {
      sessionId: id,
      userAgent: device.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0',
      ip: device.ip ?? '198.51.100.7',
      lastActiveAt: device.lastActiveAt ?? Date.now() - 5 * 60_000,
    },
  })
  await store.tag(id, String(user.id))
  return id
}

export async function sessionExists(id: string) {
  return (await (await app.container.make(SessionCollection)).get(id)) !== null
}

export async function endStoredSessions(ids: string[]) {
  const collection = await app.container.make(SessionCollection)
  await Promise.all(ids.map((id) => collection.destroy(id)))
  ids.length = 0
}
