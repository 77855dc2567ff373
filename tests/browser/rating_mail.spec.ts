import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import Conversation from '#models/conversation'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { setConversationStatus } from '#actions/conversations/manage_conversation'
import { openPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

const SHOTS = 'tmp/screenshots'

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => null))
        )
      )
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/* The rating e-mail stored in the outbox for an address, and the link of one score in it. */
async function ratingLink(address: string, score: number) {
  const row = await db
    .from('outbox_mails')
    .where('recipient', address)
    .where('kind', 'ConversationRatingMail')
    .firstOrFail()
  const links = [...String(row.message).matchAll(/https?:\/\/[^/"\s]+(\/rating\/[^"\s\\]+)/g)]
  const link = links.map((match) => match[1]).find((path) => path.includes(`score=${score}`))
  return link!.replace(/&amp;/g, '&')
}

async function ratingOf(id: number) {
  return Conversation.findOrFail(id)
}

test.group('Rating a conversation from its e-mail', (group) => {
  group.setup(async () => {
    await mkdir(SHOTS, { recursive: true })
  })

  test('a visitor clicks a score in the Slovak e-mail: it is recorded, then a comment', async ({
    assert,
  }) => {
    const address = `rating-${Date.now()}@example.com`
    const conversation = await startConversation({
      tokenHash: null,
      user: null,
      name: 'Zuzana',
      email: address,
      locale: 'sk',
      startedOn: '/',
    })
    await postMessage(conversation, { sender: 'visitor', author: null, text: 'Koľko stojí web?' })
    await setConversationStatus(conversation, 'closed')

    const page = await openPage(await ratingLink(address, 4), { locale: 'sk-SK' })
    await page.getByRole('status').filter({ hasText: 'Dali ste 4 z 5: Veľmi dobré.' }).waitFor()
    assert.equal((await ratingOf(conversation.id)).rating, 4)
    assert.equal(
      await page.getByRole('button', { name: '4 hviezdičky' }).getAttribute('aria-pressed'),
      'true'
    )

    await page.getByLabel('Chcete niečo dodať? (nepovinné)').fill('Rýchla a vecná odpoveď.')
    await page.getByRole('button', { name: 'Odoslať' }).click()
    await page.getByRole('button', { name: 'Aktualizovať' }).waitFor()
    assert.equal((await ratingOf(conversation.id)).ratingComment, 'Rýchla a vecná odpoveď.')

    // A change of mind is one click too, and keeps the comment.
    await page.getByRole('button', { name: '5 hviezdičiek' }).click()
    await page.getByRole('status').filter({ hasText: 'Dali ste 5 z 5: Výborné.' }).waitFor()
    const changed = await ratingOf(conversation.id)
    assert.equal(changed.rating, 5)
    assert.equal(changed.ratingComment, 'Rýchla a vecná odpoveď.')

    assert.deepEqual(await seriousViolations(page), [])
    await shoot(page, 'rating-page-sk')
    await page.context().close()
  })
})
