import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { DateTime } from 'luxon'
import OutboxMail from '#models/outbox_mail'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| What staff see of an e-mail the outbox gave up on (tests/functional/faults/outbox.spec.ts
| drives the failures): the recipient, the subject, when, why in words, the server's own text
| folded away, and Retry, at a phone's and a desktop's width, light and dark.
*/
const SHOTS = process.env.SHOTS_DIR

test.group('Failed e-mails in the browser', () => {
  test('staff read why an e-mail failed and retry it', async ({ assert, cleanup }) => {
    const staff = await UserFactory.apply('staff').create()
    const failedAt = DateTime.now().minus({ hours: 2 })
    const compose = (recipient: string) => ({
      kind: 'VerifyEmailNotification',
      mailer: 'smtp',
      messageId: `<verify-${recipient}@localhost>`,
      recipient,
      subject: 'Verify your email address for Codeva',
      message: '{}',
      state: 'failed' as const,
      attempts: 27,
      nextAttemptAt: failedAt,
      giveUpAt: failedAt,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      failedAt,
    })
    const mails = await OutboxMail.createMany(
      ['desk-light', 'desk-dark', 'phone-light', 'phone-dark'].map((name) =>
        compose(`${name}.${Date.now()}@example.com`)
      )
    )
    cleanup(async () => {
      await OutboxMail.query()
        .whereIn(
          'id',
          mails.map((mail) => mail.id)
        )
        .delete()
    })

    let index = 0
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const mail = mails[index++]
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
        await waitUntilInteractive(page)
        if (width === 1280) {
          await page.getByRole('link', { name: 'Failed e-mails' }).click()
        } else {
          await page.goto('/outbox')
        }
        await page.getByRole('heading', { name: 'Failed e-mails' }).waitFor()
        await waitUntilInteractive(page)

        const item = page.getByRole('listitem').filter({ hasText: mail.recipient })
        await item.getByText('The mail server could not be reached.').waitFor()
        const raw = item.getByText('connect ECONNREFUSED 127.0.0.1:587')
        assert.isFalse(await raw.isVisible())
        await item.getByText('Technical details').click()
        await raw.waitFor()
        assert.deepEqual(await seriousViolations(page), [], `${width} ${colorScheme}`)
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true })
          await page.screenshot({
            path: `${SHOTS}/outbox-${width}-${colorScheme}.png`,
            fullPage: true,
          })
        }

        await item.getByRole('button', { name: `Retry the e-mail to ${mail.recipient}` }).click()
        await page.getByText('The e-mail is being sent again.').waitFor()
        await page
          .getByRole('listitem')
          .filter({ hasText: mail.recipient })
          .waitFor({ state: 'detached' })
      }
    }
  })
})
