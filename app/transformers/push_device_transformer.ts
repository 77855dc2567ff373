import { BaseTransformer } from '@adonisjs/core/transformers'
import type PushSubscription from '#models/push_subscription'
import { describeUserAgent } from '#actions/auth/user_agent'
import { endpointFingerprint } from '#actions/push/subscriptions'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/*
| One device with push turned on, as settings lists it. The endpoint and the keys stay on the
| server; the fingerprint lets the page mark "this device".
*/
export default class PushDeviceTransformer extends BaseTransformer<PushSubscription> {
  toObject() {
    const { browser, os, kind } = describeUserAgent(this.resource.userAgent)
    return {
      id: this.resource.id,
      browser,
      os,
      kind,
      fingerprint: endpointFingerprint(this.resource.endpoint),
      createdAt: isoOf(this.resource.createdAt),
      lastSuccessAt: isoOrNull(this.resource.lastSuccessAt),
    }
  }
}
