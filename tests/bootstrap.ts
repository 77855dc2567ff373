import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import {
  closeBrowser,
  closeContexts,
  describeOpenPages,
  takeHydrationErrors,
  warmUp,
} from '#tests/helpers/browser'
import '#tests/helpers/api_macros'
// Mail checks read only the DNS records tests publish.
import '#tests/helpers/mail_dns'
import { attachRealtime } from '#providers/realtime_provider'
import { createHttpServer } from '#infrastructure/http_server'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [closeBrowser],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // Suites share one process and its in-memory rate limits, and rolled-back test transactions
  // hand the same user ids out again: a limit a throttling test used up must not block a later
  // suite's user who happens to get that id.
  suite.setup(() => limiter.clear())
  if (suite.name === 'browser') {
    // Each test's pages closed when it ends; a failed test's described first. A hydration
    // error on any of its pages fails the test.
    const closePages = () => {
      takeHydrationErrors()
      return async (hasError: boolean) => {
        if (hasError) await describeOpenPages()
        await closeContexts()
        const hydration = takeHydrationErrors()
        if (hydration.length > 0) {
          throw new Error(`Hydration errors on the test's pages:\n${hydration.join('\n')}`)
        }
      }
    }
    suite.onTest((test) => test.setup(closePages))
    suite.onGroup((group) => group.each.setup(closePages))
    // Every test's browsers share 127.0.0.1: the chat's per-address ceilings (an hour long) would
    // otherwise fill up over the whole suite and refuse a later test's visitor.
    suite.onTest((test) => test.setup(() => limiter.clear()))
    suite.onGroup((group) => group.each.setup(() => limiter.clear()))
  }
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils.httpServer().start(createHttpServer)
      // The provider attaches the real-time server only in the web environment.
      const server = await app.container.make('server')
      await attachRealtime(app, server.getNodeServer()!)
      if (suite.name === 'browser') await warmUp()
      return async () => {
        if (suite.name === 'browser') await closeContexts()
        await close()
      }
    })
  }
}
