import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { mailboxDir, recordMail } from '#infrastructure/dev_mailbox'
import { tags } from '#tests/functional/marketing/helpers'

/* The icon a page links, so the test follows what a browser would ask for. */
function iconHref(html: string) {
  const icon = tags(html, 'link').find((link) => link.rel === 'icon')
  if (!icon?.href) throw new Error('The page links no icon')
  return icon.href
}

test.group('Favicon', () => {
  test('the pages link an icon that exists', async ({ client, assert }) => {
    for (const path of ['/?lang=en', '/login', '/no-such-page']) {
      const href = iconHref((await client.get(path)).text())
      const icon = await client.get(href)
      icon.assertStatus(200)
      assert.include(icon.header('content-type'), 'image/svg+xml', path)
    }
  })

  test('/favicon.ico answers too, for browsers that ask without reading the page', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/favicon.ico')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^image\/(x-icon|vnd\.microsoft\.icon)/)
  })

  test('the development mailbox links the icon, also around an e-mail it shows', async ({
    client,
    assert,
  }) => {
    const index = (await client.get('/dev/mailbox')).text()
    assert.equal(iconHref(index), '/favicon.svg')

    const mail = await recordMail({
      to: 'jana@example.com',
      subject: 'Favicon check',
      html: '<!DOCTYPE html><html><head><title>Favicon check</title></head><body>Hi</body></html>',
      text: 'Hi',
    })
    try {
      const shown = (await client.get(`/dev/mailbox/${mail.id}`)).text()
      assert.equal(iconHref(shown), '/favicon.svg')
      assert.include(shown, '<body>Hi</body>')
    } finally {
      await rm(join(mailboxDir(), `${mail.id}.json`), { force: true })
    }
  })
})
