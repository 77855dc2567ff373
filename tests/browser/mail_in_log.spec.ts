import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import productConfig from '#config/product'
import { UserFactory } from '#database/factories/user_factory'
import { receiveMail } from '#services/inbound_mail'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'
import { publishSendingDomain, testDns } from '#tests/helpers/mail_dns'
import { composeMessage } from '#tests/helpers/inbound_messages'

/*
| The log of received e-mails as staff use it (/team/mail-in): a forged message waits in
| quarantine with its reason and checks; "Release" posts it (here: a new inbox conversation)
| and it leaves the quarantine view. At a phone's and a desktop's width, light and dark.
*/
const SHOTS = process.env.SHOTS_DIR

test.group('Received e-mails in the browser', () => {
  test('staff read why an e-mail waits and release it', async ({ assert, cleanup }) => {
    const staff = await UserFactory.apply('staff').create()
    const stamp = Date.now()
    const domain = `guarded-${stamp}.test`
    publishSendingDomain(domain, { ip: '192.0.2.10' })
    cleanup(async () => testDns.clear())
    const senders = ['desk-light', 'desk-dark', 'phone-light', 'phone-dark'].map(
      (name) => `${name}@${domain}`
    )
    const ids: string[] = []
    const hand = async (from: string, subject: string, headers: Record<string, string> = {}) => {
      const raw = await composeMessage({
        from,
        to: productConfig.company.email,
        subject,
        text: 'Could you send us an offer for a booking app?',
        headers,
      })
      const outcome = await receiveMail(
        raw,
        { mailFrom: from, rcptTo: [productConfig.company.email] },
        { client: { ip: '198.51.100.7', helo: 'relay.example' } }
      )
      ids.push(outcome.messageId)
    }
    await hand(`someone@plain-${stamp}.test`, 'Question about prices')
    await hand(`away@plain-${stamp}.test`, 'Out of office', { 'Auto-Submitted': 'auto-replied' })
    for (const from of senders) await hand(from, `A booking app (${from.split('@')[0]})`)
    cleanup(async () => {
      await db.from('inbound_mails').whereIn('message_id', ids).delete()
      await db.from('conversations').where('visitor_email', 'like', `%${stamp}.test`).delete()
    })

    let index = 0
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const from = senders[index++]
        const page = await openPage('/login', {
          locale: 'en-US',
          colorScheme,
          viewport: { width, height },
        })
        cleanup(() => page.context().close())
        await page.getByLabel('Email address').fill(staff.email)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL((url) => url.pathname === '/dashboard')
        await page.goto('/team/mail-in')
        await page.getByRole('heading', { name: 'Team' }).waitFor()
        await waitUntilInteractive(page)
        await page.getByRole('link', { name: /^Quarantined/ }).click()
        await page.waitForURL((url) => url.search === '?view=quarantined')

        const item = page.getByRole('listitem').filter({ hasText: from })
        await item
          .getByText("DMARC failed: the sender's domain does not vouch for this message")
          .waitFor()
        await item.getByText('spf=fail dkim=none dmarc=fail').waitFor()
        assert.deepEqual(await seriousViolations(page), [], `${width} ${colorScheme}`)
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true })
          await page.screenshot({
            path: `${SHOTS}/mail-in-${width}-${colorScheme}.png`,
            fullPage: true,
          })
        }
        await item
          .getByRole('button', { name: `Release the e-mail from ${from} and post it` })
          .click()
        await page.getByText('The e-mail was released and posted.').waitFor()
        await page.getByRole('listitem').filter({ hasText: from }).waitFor({ state: 'detached' })
      }
    }
    const conversations = await db
      .from('conversations')
      .whereIn('visitor_email', senders)
      .count('* as total')
    assert.equal(Number(conversations[0].total), 4)
    // Four logins and pages on a shared machine take longer than the suite's default.
  }).timeout(300_000)
})
