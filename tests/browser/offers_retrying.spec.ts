import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| While the mail server is away, an offer waits in the queue: its page says the last attempt
| failed, why (in words staff understand, the server's reply folded away), and that it is tried
| again by itself (tests/functional/faults/smtp_down.spec.ts drives the outage; this is what
| staff see meanwhile).
*/
const SHOTS = process.env.SHOTS_DIR

test.group('Offers in the browser: a delivery being retried', () => {
  test('the page shows the failed attempt, its reason and that it is retried', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('queued')
      .merge({
        subject: `Bakery website ${Date.now()}`,
        deliveryAttempts: 2,
        deliveryError: 'connect ECONNREFUSED 127.0.0.1:587',
      })
      .create()

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
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
        await page.goto(`/offers/${offer.id}`)
        // Opened before React attaches, the details would differ from the server's HTML it hydrates.
        await waitUntilInteractive(page)

        // A sentence staff understand; the server's own words only behind "Technical details".
        const notice = page.getByRole('status').filter({ hasText: 'The last delivery attempt' })
        await notice.waitFor()
        assert.include(
          await notice.textContent(),
          'The last delivery attempt failed. The mail server could not be reached. It is tried again automatically'
        )
        const raw = notice.getByText('connect ECONNREFUSED 127.0.0.1:587')
        assert.isFalse(await raw.isVisible())
        await notice.getByText('Technical details').click()
        await raw.waitFor()
        await page.getByText('2 attempts').first().waitFor()
        assert.deepEqual(await seriousViolations(page), [], `${width} ${colorScheme}`)
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true })
          await page.screenshot({
            path: `${SHOTS}/offer-retrying-${width}-${colorScheme}.png`,
            fullPage: true,
          })
        }
      }
    }
  })
})
