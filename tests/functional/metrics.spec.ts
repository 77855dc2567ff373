import { test } from '@japa/runner'
import env from '#start/env'

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
