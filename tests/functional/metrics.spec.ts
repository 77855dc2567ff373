import { test } from '@japa/runner'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import DeliverOutboxJob from '#jobs/deliver_outbox_job'
import UnreadDigestJob from '#jobs/unread_digest_job'
import SendReplyMailsJob from '#jobs/send_reply_mails_job'

test.group('Metrics (/metrics)', (group) => {
  group.each.teardown(() => {
    env.set('METRICS_TOKEN', '')
  })

  test('this machine reads Prometheus text with requests, sockets and the queue', async ({
    client,
    assert,
  }) => {
    await client.get('/login')
    const response = await client.get('/metrics')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
    assert.match(
      response.text(),
      /http_requests_total\{method="GET",route="\/login",status="200"\} \d+/
    )
    assert.match(response.text(), /http_request_duration_seconds_bucket\{le="0\.05",method="GET"/)
    assert.match(response.text(), /^realtime_connections \d+$/m)
    assert.match(response.text(), /^realtime_channels \d+$/m)
    assert.match(response.text(), /^queue_jobs_waiting \d+$/m)
    assert.match(response.text(), /^outbox_mails_waiting \d+$/m)
    assert.match(response.text(), /^outbox_mails_failed \d+$/m)
  })

  test('with METRICS_TOKEN set, only its bearer reads them; others find nothing', async ({
    client,
    assert,
  }) => {
    env.set('METRICS_TOKEN', 'scraper-secret-for-the-test')

    const anonymous = await client.get('/metrics')
    anonymous.assertStatus(404)
    assert.notInclude(anonymous.text(), 'http_requests_total')

    const wrong = await client.get('/metrics').header('authorization', 'Bearer guess')
    wrong.assertStatus(404)

    const scraper = await client
      .get('/metrics')
      .header('authorization', 'Bearer scraper-secret-for-the-test')
    scraper.assertStatus(200)
    assert.include(scraper.text(), 'http_requests_total')
  })
})

test.group('Metrics: the queue jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each run of the outbox, digest and reply-mail jobs is counted by job and outcome', async ({
    client,
    assert,
  }) => {
    const count = async (job: string) => {
      const text = (await client.get('/metrics')).text()
      const line = new RegExp(`^queue_jobs_total\\{job="${job}",status="completed"\\} (\\d+)$`, 'm')
      return Number(line.exec(text)?.[1] ?? 0)
    }
    const before = {
      outbox: await count('DeliverOutboxJob'),
      digest: await count('UnreadDigestJob'),
      replies: await count('SendReplyMailsJob'),
    }

    // The test queue runs a job at once, through the same diagnostics channel as a worker.
    await DeliverOutboxJob.dispatch({})
    await UnreadDigestJob.dispatch({})
    await UnreadDigestJob.dispatch({})
    await SendReplyMailsJob.dispatch({})

    assert.equal(await count('DeliverOutboxJob'), before.outbox + 1)
    assert.equal(await count('UnreadDigestJob'), before.digest + 2)
    assert.equal(await count('SendReplyMailsJob'), before.replies + 1)
  })
})

test.group('Metrics: the process-wide caches', () => {
  test("each cache's entries, capacity and lookups by result are reported", async ({
    client,
    assert,
  }) => {
    // A page negotiates its language through the locale cache (app/infrastructure/bounded_cache.ts).
    await client.get('/login').header('accept-language', 'sk')
    await client.get('/login').header('accept-language', 'sk')
    const text = (await client.get('/metrics')).text()
    assert.match(text, /^app_cache_entries\{cache="negotiated_locales"\} [1-9]\d*$/m)
    assert.match(text, /^app_cache_capacity\{cache="negotiated_locales"\} 512$/m)
    assert.match(text, /^app_cache_lookups_total\{cache="negotiated_locales",result="hit"\} [1-9]/m)
    assert.match(text, /^app_cache_lookups_total\{cache="negotiated_locales",result="miss"\} \d+/m)
    assert.match(text, /^app_cache_hit_ratio\{cache="negotiated_locales"\} (0|1|0\.\d+)$/m)
    assert.match(text, /^app_cache_capacity\{cache="stored_times"\} 20000$/m)
  })
})
