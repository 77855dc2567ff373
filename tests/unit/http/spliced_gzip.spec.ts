import { gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { SplicedGzip } from '#infrastructure/spliced_gzip'

/* A page like the landing page: the nonce and the CSRF token in several places. */
function page(nonce: string, token: string) {
  const filler = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} über Qualität</p>`)
  return [
    `<!DOCTYPE html><html><head><meta name="csrf-token" content="${token}">`,
    `<script nonce="${nonce}">theme()</script><script nonce="${nonce}" src="/a.js"></script>`,
    `</head><body>${filler.join('')}<input type="hidden" name="_csrf" value="${token}">`,
    `<div data-page="{&quot;csrfToken&quot;:&quot;${token}&quot;}"></div></body></html>`,
  ].join('')
}

test.group('Spliced gzip', () => {
  test('every response decodes to its own text, whether its pieces were kept or not', ({
    assert,
  }) => {
    const gzip = new SplicedGzip(4)
    for (const [nonce, token] of [
      ['n0nce-one', 'tok-en_one'],
      ['n0nce-two', 'tok-en_two'],
      ['n0nce-three', 'tok-en_three'],
    ]) {
      const text = page(nonce, token)
      const body = gzip.encode(text, [token, nonce])
      assert.equal(gunzipSync(body).toString('utf8'), text)
      // As small as one gzip stream of the page, give or take the values stored as they are.
      assert.isBelow(body.length, gzipSync(text).length * 1.03 + 200)
    }
  })

  test('values at either end, absent values and a text without any', ({ assert }) => {
    const gzip = new SplicedGzip(4)
    const cases: [string, (string | null | undefined)[]][] = [
      ['secret in the middle and at the end secret', ['secret']],
      ['secret at the start', ['secret', null, undefined, 'missing']],
      ['nothing per response here', ['absent']],
      ['', ['x']],
      ['ab', ['a', 'b']],
    ]
    for (const [text, values] of cases) {
      assert.equal(gunzipSync(gzip.encode(text, values)).toString('utf8'), text)
    }
  })

  test('a value longer than one stored block (64 KiB) is split across blocks', ({ assert }) => {
    const long = 'x'.repeat(70_000) + 'ž'
    const text = `before ${long} after`
    assert.equal(gunzipSync(new SplicedGzip(1).encode(text, [long])).toString('utf8'), text)
  })

  test('values of another length than those kept, and a text with NUL bytes, still decode', ({
    assert,
  }) => {
    const gzip = new SplicedGzip(4)
    const short = page('n0', 't0')
    assert.equal(gunzipSync(gzip.encode(short, ['t0', 'n0'])).toString('utf8'), short)
    const long = page('nonce-much-longer', 'token-much-longer-than-before')
    const values = ['token-much-longer-than-before', 'nonce-much-longer']
    assert.equal(gunzipSync(gzip.encode(long, values)).toString('utf8'), long)
    const nul = `a\u0000b secret c\u0000`
    assert.equal(gunzipSync(gzip.encode(nul, ['secret'])).toString('utf8'), nul)
  })

  test('pieces beyond deflate’s 32 KB window copy only from text they can reach', ({ assert }) => {
    const gzip = new SplicedGzip(4)
    const chunk = (i: number) =>
      `<section id="s${i}">${'Lorem ipsum dolor '.repeat(2000)}</section>`
    for (const token of ['first-token', 'other-token']) {
      const text = [chunk(1), token, chunk(2), token, chunk(3), token, chunk(4)].join('')
      assert.isAbove(text.length, 3 * 32 * 1024)
      assert.equal(gunzipSync(gzip.encode(text, [token])).toString('utf8'), text)
    }
  })

  test('a kept piece never copies from a value, which the next response replaces', ({ assert }) => {
    const gzip = new SplicedGzip(4)
    // The text after the value repeats most of the first value: deflate would love to copy it.
    const text = (value: string) => `<p>${value}</p><p>Paragraph about Quality, again</p>`.repeat(3)
    for (const value of ['XParagraph about QualityX', 'Z'.repeat(25)]) {
      assert.equal(gunzipSync(gzip.encode(text(value), [value])).toString('utf8'), text(value))
    }
  })

  test('a page changed anywhere else is compressed anew, never served stale', ({ assert }) => {
    const gzip = new SplicedGzip(4)
    gzip.encode(page('nonce-1', 'token-1'), ['token-1', 'nonce-1'])
    const changed = page('nonce-2', 'token-2').replace('Paragraph 7 ', 'Paragraph seven ')
    assert.equal(gunzipSync(gzip.encode(changed, ['token-2', 'nonce-2'])).toString(), changed)
  })
})
