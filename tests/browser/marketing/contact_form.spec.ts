import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import ContactMessage from '#models/contact_message'
import { openPage } from '#tests/helpers/browser'

test.group('Contact form in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a visitor sends a message and sees it was received', async ({ assert }) => {
    const page = await openPage('/?lang=en#contact')
    const form = page.locator('#contact form')
    await form.getByLabel('Your name').fill('Jana Nováková')
    await form.getByLabel('Your email address').fill('jana@example.com')
    await form.getByLabel('How can we help?').fill('We need a booking app for our dental clinic.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()

    const status = page.getByRole('status').filter({ hasText: 'Message sent' })
    await status.waitFor()
    assert.include(
      await status.textContent(),
      'Thank you for your message. We reply within a few hours, Monday to Friday, 9:00'
    )
    const stored = await ContactMessage.query().firstOrFail()
    assert.equal(stored.email, 'jana@example.com')

    // "Send another message" brings back an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click()
    assert.equal(await form.getByLabel('Your name').inputValue(), '')
    await page.context().close()
  })

  test('invalid input shows translated messages beside the fields and keeps the text', async ({
    assert,
  }) => {
    const page = await openPage('/?lang=sk#contact')
    const form = page.locator('#contact form')
    await form.locator('#contact-name').fill('J')
    await form.locator('#contact-email').fill('nie-je-adresa')
    await form.locator('#contact-message').fill('Krátko')
    await form.getByRole('button', { name: 'Odoslať správu' }).click()

    await page.locator('#contact-name-error').waitFor()
    assert.equal(await page.locator('#contact-name-error').textContent(), 'Musí mať aspoň 2 znaky.')
    assert.equal(
      await page.locator('#contact-email-error').textContent(),
      'Zadajte platnú e-mailovú adresu.'
    )
    assert.equal(
      await page.locator('#contact-message-error').textContent(),
      'Musí mať aspoň 10 znakov.'
    )
    assert.equal(
      await page.locator('#contact-consent-error').textContent(),
      'Na odoslanie správy je potrebný súhlas so spracovaním osobných údajov.'
    )
    // Each message is tied to its field for screen readers.
    assert.equal(
      await page.locator('#contact-email').getAttribute('aria-describedby'),
      'contact-email-error'
    )
    assert.equal(await page.locator('#contact-email').getAttribute('aria-invalid'), 'true')

    // What was typed is still there.
    assert.equal(await form.locator('#contact-name').inputValue(), 'J')
    assert.equal(await form.locator('#contact-email').inputValue(), 'nie-je-adresa')
    assert.equal(await form.locator('#contact-message').inputValue(), 'Krátko')
    assert.isNull(await ContactMessage.query().first())

    // Fixing the input sends it.
    await form.locator('#contact-name').fill('Jana')
    await form.locator('#contact-email').fill('jana@example.com')
    await form.locator('#contact-message').fill('Krátka, ale dostatočne dlhá správa.')
    await form.locator('#contact-consent').check()
    await form.getByRole('button', { name: 'Odoslať správu' }).click()
    await page.getByRole('status').filter({ hasText: 'Správa odoslaná' }).waitFor()
    assert.lengthOf(await ContactMessage.all(), 1)
    await page.context().close()
  })

  /*
  | A small phone (iPhone SE), where the form is nearly as tall as the screen, and a laptop,
  | where the whole section fits: the answer is never under the sticky header.
  */
  test('after a bad e-mail the form and its message are not hidden under the header on a {$self}')
    .with(['phone', 'laptop'] as const)
    .run(async ({ assert }, device) => {
      const viewport =
        device === 'phone' ? { width: 375, height: 667 } : { width: 1280, height: 800 }
      const page = await openPage('/?lang=en#contact', { viewport })
      const form = page.locator('#contact form')
      await form.getByLabel('Your name').fill('Jana Nováková')
      await form.getByLabel('Your email address').fill('jana@example')
      await form.getByLabel('How can we help?').fill('We need a booking app for our dental clinic.')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Send message' }).click()
      await page.locator('#contact-email-error').waitFor()

      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
      const headerBottom = await box('header').then((header) => header.y + header.height)
      const top = await box('#contact form')
      const field = await box('#contact-email')
      const error = await box('#contact-email-error')
      assert.isAtLeast(top.y, headerBottom)
      assert.isAtLeast(field.y, headerBottom)
      assert.isAtMost(error.y + error.height, viewport.height)
      if (device === 'laptop') {
        // With room to spare, the section's heading stays in view above the form.
        assert.isAtLeast((await box('#contact-title')).y, headerBottom)
      }
      await page.context().close()
    })
})

test.group('Landing page navigation', () => {
  test('on a phone the menu opens, leads to a section and closes with Escape', async ({
    assert,
  }) => {
    const page = await openPage('/?lang=en', { viewport: { width: 360, height: 740 } })
    const button = page.getByRole('button', { name: 'Open menu' })
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    await button.click()
    const menu = page.locator('#mobile-menu')
    await menu.getByRole('link', { name: 'How it works' }).click()
    await page.waitForFunction(() => location.hash === '#process')
    assert.isTrue(await menu.isHidden())

    await page.getByRole('button', { name: 'Open menu' }).click()
    assert.isTrue(await menu.isVisible())
    await page.keyboard.press('Escape')
    assert.isTrue(await menu.isHidden())
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'mobile-menu-button')
    await page.context().close()
  })

  test('start a project leads a guest to registration', async ({ assert }) => {
    const page = await openPage('/?lang=en')
    await page.getByRole('link', { name: 'Start a project' }).first().click()
    await page.waitForURL((url) => url.pathname === '/register')
    assert.equal(new URL(page.url()).pathname, '/register')
    await page.context().close()
  })
})
