import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '#models/user'
import env from '#start/env'
import { notFound } from '#policies/responses'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function sameSecret(given: string, expected: string) {
  // Hashing first gives equal lengths, so the comparison takes the same time for any guess.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/*
| /metrics is for the operator's scraper, never the public: with METRICS_TOKEN set, a matching
| bearer token; without it, only this machine (request.ip() honours TRUSTED_PROXIES, so a
| visitor behind the balancer is not "loopback"). Anyone else finds nothing there.
*/
export default class MetricsPolicy extends BasePolicy {
  @allowGuest()
  scrape(_user: User | null, request: HttpContext['request']): AuthorizerResponse {
    const token = env.get('METRICS_TOKEN')
    if (token) {
      const header = request.header('authorization') ?? ''
      return (header.startsWith('Bearer ') && sameSecret(header.slice(7), token)) || notFound()
    }
    return loopback.has(request.ip()) || notFound()
  }
}
