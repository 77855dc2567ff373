import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BrowserSession } from '#actions/auth/sessions'
import { describeUserAgent } from '#actions/auth/user_agent'

/*
| One signed-in device as the session list shows it. The session id never leaves the server:
| it is the key to that session.
*/
export default class BrowserSessionTransformer extends BaseTransformer<BrowserSession> {
  toObject() {
    const { browser, os, kind } = describeUserAgent(this.resource.userAgent)
    return {
      browser,
      os,
      kind,
      ip: this.resource.ip,
      lastActiveAt: this.resource.lastActiveAt.toISOString(),
      current: this.resource.current,
    }
  }
}
