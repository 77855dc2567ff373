import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { EARLY_FETCH_SECONDS, mailFetcherOf } from '#services/mail_fetch_signatures'

/*
| The table that tells a person's mail client from a machine fetching every image
| (app/services/mail_fetch_signatures.ts), on the agents and networks these machines use.
*/
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const delivered = DateTime.fromISO('2026-03-02T09:00:00Z')
const anHourLater = delivered.plus({ hours: 1 })
const fetchBy = (userAgent: string | null, ip: string | null = '203.0.113.7', at = anHourLater) =>
  mailFetcherOf({ userAgent, ip, at, deliveredAt: delivered })

test.group('Offers: mail fetch signatures', () => {
  test('people: desktop, phone and web mail clients an hour after delivery', ({ assert }) => {
    for (const agent of [
      SAFARI,
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Thunderbird/128.0',
      'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    ]) {
      assert.isNull(fetchBy(agent), agent)
    }
  })

  test('mail proxies by their agents', ({ assert }) => {
    assert.equal(
      fetchBy(
        'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)'
      ),
      'gmail'
    )
    assert.equal(
      fetchBy('YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html'),
      'yahoo'
    )
    assert.equal(fetchBy('Mozilla/5.0'), 'apple')
  })

  test("Apple's network is Apple's proxy whatever the agent, also as an IPv4-mapped address", ({
    assert,
  }) => {
    assert.equal(fetchBy(SAFARI, '17.58.101.4'), 'apple')
    assert.equal(fetchBy(SAFARI, '::ffff:17.1.2.3'), 'apple')
    assert.isNull(fetchBy(SAFARI, '170.1.2.3'))
    assert.isNull(fetchBy(SAFARI, '2001:db8::17'))
  })

  test('scanners, libraries and a missing agent', ({ assert }) => {
    for (const agent of [
      'Barracuda Sentinel (EE)',
      'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
      'Mozilla/5.0 (compatible; Proofpoint URL Defense)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0',
      'python-requests/2.32.3',
      'curl/8.5.0',
      'Go-http-client/1.1',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      '',
      '   ',
    ]) {
      assert.equal(fetchBy(agent), 'scanner', agent)
    }
    assert.equal(fetchBy(null), 'scanner')
  })

  test('any fetch within seconds of delivery is a gateway', ({ assert }) => {
    assert.equal(fetchBy(SAFARI, null, delivered.plus({ seconds: 2 })), 'early')
    assert.equal(fetchBy(SAFARI, null, delivered.minus({ seconds: 1 })), 'early')
    assert.isNull(fetchBy(SAFARI, null, delivered.plus({ seconds: EARLY_FETCH_SECONDS })))
  })
})
