import { test } from '@japa/runner'
import { describeUserAgent } from '#actions/auth/user_agent'

/* Real User-Agent headers of current browsers, as the session list names them. */
const cases: [string, string, { browser: string | null; os: string | null; kind: string }][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    { browser: 'Edge', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', kind: 'desktop' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', kind: 'phone' },
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', os: 'iPadOS', kind: 'tablet' },
  ],
  [
    'Samsung Internet on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', os: 'Android', kind: 'phone' },
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Android', kind: 'tablet' },
  ],
  [
    'Opera on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { browser: 'Opera', os: 'macOS', kind: 'desktop' },
  ],
  [
    'Firefox on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    { browser: 'Firefox', os: 'iOS', kind: 'phone' },
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'ChromeOS', kind: 'desktop' },
  ],
  ['a script', 'curl/8.5.0', { browser: null, os: null, kind: 'desktop' }],
  ['no header', '', { browser: null, os: null, kind: 'desktop' }],
]

test.group('User agent summary', () => {
  for (const [name, userAgent, expected] of cases) {
    test(`recognises ${name}`, ({ assert }) => {
      assert.deepEqual(describeUserAgent(userAgent), expected)
    })
  }
})
