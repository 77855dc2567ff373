import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import Conversation from '#models/conversation'
import { replyToConversation } from '#actions/conversations/reply'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

const phone = { viewport: { width: 390, height: 844 } }
const desktop = { viewport: { width: 1280, height: 800 } }

const launcherOf = (page: Page) => page.locator('[data-chat-launcher]')
/* The panel gives the focus back in the frame after it is gone. */
const focusOnLauncher = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.hasAttribute('data-chat-launcher') ?? false)

/*
| The launcher steps aside wherever it would cover text, which on a phone depends on the words
| and the typeface; at the foot of every page it is there. Opened from there, once the fonts are in.
*/
async function openFromLauncher(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(
    () => !document.querySelector('[data-chat-launcher]')?.hasAttribute('data-yielding')
  )
  await launcherOf(page).click()
}

/* A visitor who opened the panel on the landing page and wrote their first message. */
async function visitorWhoWrote(text: string, options = desktop) {
  const page = await openPage('/', options)
  await openFromLauncher(page)
  const panel = page.getByRole('dialog', { name: 'Chat with us' })
  await panel.getByLabel('Your message').fill(text)
  await panel.getByLabel('Your message').press('Enter')
  await panel.getByRole('heading', { name: 'Get the answer by e-mail' }).waitFor()
  const conversation = await Conversation.query().orderBy('id', 'desc').firstOrFail()
  return { page, panel, conversation }
}

/*
| The chat panel on the public site (issue 21), against Intercom's and Chatwoot's: full screen on
| a phone, closed by its button or Escape with the focus back on the launcher; a launcher that
| never sits on text; the team and one reply-time line; a reply's badge and preview while it is
| closed; the e-mail card; Retry after a failed load; a signed-in client's own conversation.
*/
test.group('Chat panel', () => {
  test('on a phone it fills the screen; its button and Escape close it, back to the launcher', async ({
    assert,
    cleanup,
  }) => {
    await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const page = await openPage('/', phone)
    cleanup(() => page.context().close())
    await openFromLauncher(page)
    const panel = page.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').waitFor()
    assert.deepEqual(await panel.boundingBox(), { x: 0, y: 0, width: 390, height: 844 })
    // The header: who answers, one greeting, one line on when.
    // The longest-serving staff (the shared database holds other tests' staff too): up to three
    // faces, named by first name, never by an e-mail address.
    const team = panel.getByRole('list', { name: /^Our team: / })
    await team.waitFor()
    const faces = await team.getByRole('listitem').count()
    assert.isAtLeast(faces, 1)
    assert.isAtMost(faces, 3)
    assert.notInclude((await team.getAttribute('aria-label')) ?? '', '@')
    await panel.getByText('Hi! Ask us anything about apps, websites, costs or timelines.').waitFor()
    assert.match(
      (await panel.locator('header p[aria-live]').innerText()).trim(),
      /^(We reply within a few hours, Monday to Friday, 9:00\sAM–5:00\sPM\.|We're away now; we'll reply .+ from 9:00\sAM\.)$/
    )
    assert.deepEqual(await seriousViolations(page), [], 'the panel on a phone')

    const close = panel.getByRole('button', { name: 'Close chat' })
    assert.isTrue(await close.isVisible())
    const box = await close.boundingBox()
    assert.isAtLeast(box!.width, 44)
    await close.click()
    await panel.waitFor({ state: 'detached' })
    await focusOnLauncher(page)

    await launcherOf(page).click()
    await panel.getByLabel('Your message').waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await focusOnLauncher(page)
  })

  test("opened from the phone menu, it gives the focus back to the menu's entry", async ({
    cleanup,
  }) => {
    const page = await openPage('/?lang=de', phone)
    cleanup(() => page.context().close())
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const entry = page.locator('#mobile-menu').getByRole('button', { name: 'Chatten Sie mit uns' })
    await entry.click()
    const panel = page.locator('[data-chat-panel]')
    await panel.getByRole('textbox').first().waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await entry.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          // Given back in the frame after the panel is gone.
          const check = () =>
            element === document.activeElement ? resolve() : requestAnimationFrame(check)
          check()
        })
    )
  })

  test('on a desktop it is a card in the corner, and Escape closes it too', async ({
    assert,
    cleanup,
  }) => {
    const page = await openPage('/', desktop)
    cleanup(() => page.context().close())
    await openFromLauncher(page)
    const panel = page.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').waitFor()
    const box = (await panel.boundingBox())!
    assert.equal(box.width, 384)
    assert.isBelow(box.height, 800)
    assert.deepEqual(await seriousViolations(page), [], 'the panel on a desktop')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await focusOnLauncher(page)
  })

  test('the launcher never covers text: hero bullets and legal pages, 390 and 1280 px, {lang}')
    .with(['en', 'sk', 'cs', 'de'].map((lang) => ({ lang })))
    .run(async ({ assert, cleanup }, { lang }) => {
      for (const options of [phone, desktop]) {
        const page = await openPage(`/?lang=${lang}`, options)
        cleanup(() => page.context().close())
        for (const path of [`/?lang=${lang}`, `/terms?lang=${lang}`, `/privacy?lang=${lang}`]) {
          await page.goto(path)
          await waitUntilInteractive(page)
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          for (const y of [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(height * share))) {
            // Scrolled, and two frames later (the launcher decides in the next frame).
            const covered = await page.evaluate(async (top) => {
              window.scrollTo(0, top)
              await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
              const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]')!
              if (launcher.hasAttribute('data-yielding') || launcher.hidden) {
                return { hits: [], shown: false }
              }
              const zone = launcher.getBoundingClientRect()
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
              const range = document.createRange()
              const hits: string[] = []
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const parent = node.parentElement
                if (!node.textContent?.trim() || !parent || launcher.contains(parent)) continue
                if (!parent.checkVisibility({ visibilityProperty: true })) continue
                range.selectNodeContents(node)
                for (const box of range.getClientRects()) {
                  if (box.width <= 1 || box.height <= 1) continue
                  if (
                    box.top < zone.bottom &&
                    box.bottom > zone.top &&
                    box.left < zone.right &&
                    box.right > zone.left
                  ) {
                    hits.push(node.textContent.trim().slice(0, 40))
                  }
                }
              }
              return { hits, shown: true }
            }, y)
            const where = `${path} at ${options.viewport.width} px, y=${y}`
            assert.deepEqual(covered.hits, [], where)
            // It steps aside over text, never for good: the end of every page (the footer's
            // padding) and the landing page's first screen on a desktop keep it in view.
            if (y === height || (y === 0 && path.startsWith('/?') && options === desktop)) {
              assert.isTrue(covered.shown, `the launcher is in view: ${where}`)
            }
          }
        }
      }
    })
    .timeout(120_000)

  test('a reply while the panel is closed shows a badge and a preview on the launcher', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const { page, panel, conversation } = await visitorWhoWrote('Can you build a shop?')
    cleanup(() => page.context().close())
    await panel.getByRole('button', { name: 'Close chat' }).click()
    await panel.waitFor({ state: 'detached' })

    await replyToConversation(conversation, staff, 'Yes, we build shops. When can we talk?', null)
    const launcher = launcherOf(page)
    await page.locator('[data-chat-launcher][data-unread="1"]').waitFor()
    assert.equal(await launcher.getAttribute('aria-label'), 'Chat with us: 1 new reply')
    const preview = page.getByRole('button', { name: /New reply from our team/ })
    await preview.getByText('Yes, we build shops. When can we talk?').waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'the launcher with a preview')

    // The preview can be dismissed; the badge stays until the panel is opened.
    await page.getByRole('button', { name: 'Dismiss the preview' }).click()
    await preview.waitFor({ state: 'detached' })
    assert.equal(await launcher.getAttribute('data-unread'), '1')
    await launcher.click()
    await panel.getByText('Yes, we build shops. When can we talk?').waitFor()
    await panel.getByRole('button', { name: 'Close chat' }).click()
    await panel.waitFor({ state: 'detached' })
    assert.isNull(await launcher.getAttribute('data-unread'))

    // Another reply, then the visitor comes to another page: the badge is there on arrival.
    await replyToConversation(conversation, staff, 'Monday at ten?', null)
    await page.locator('[data-chat-launcher][data-unread="1"]').waitFor()
    await page.goto('/terms')
    await waitUntilInteractive(page)
    await page.locator('[data-chat-launcher][data-unread="1"]').waitFor()
    await page
      .getByRole('button', { name: /New reply from our team/ })
      .getByText('Monday at ten?')
      .click()
    await page.getByRole('dialog', { name: 'Chat with us' }).getByText('Monday at ten?').waitFor()
  })

  test('after the first message, a card asks for an e-mail address and says where answers go', async ({
    assert,
    cleanup,
  }) => {
    const { page, panel, conversation } = await visitorWhoWrote('Do you make apps?', phone)
    cleanup(() => page.context().close())
    assert.isFalse(await panel.getByText('(optional)').isVisible())
    const field = panel.getByLabel('E-mail address')
    const notify = panel.getByRole('button', { name: 'Notify me' })

    await notify.click()
    await panel.getByText('Enter your e-mail address.').waitFor()
    await field.fill('not an address')
    await notify.click()
    await panel.getByText('Please enter a valid email address.').waitFor()
    assert.equal(await field.getAttribute('aria-invalid'), 'true')
    assert.deepEqual(await seriousViolations(page), [], 'the e-mail card with an error')
    // The error goes as the address is corrected.
    await field.fill('eva@example.com')
    assert.isFalse(await panel.getByText('Please enter a valid email address.').isVisible())
    await notify.click()
    await panel.getByText("We'll send our answers to eva@example.com.").waitFor()
    await conversation.refresh()
    assert.equal(conversation.visitorEmail, 'eva@example.com')
  })

  test('a failed load says so and Retry loads the chat', async ({ cleanup }) => {
    const page = await openPage('/', desktop)
    cleanup(() => page.context().close())
    let failures = 1
    await page.route('**/chat/status', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()
    )
    await openFromLauncher(page)
    const panel = page.getByRole('dialog', { name: 'Chat with us' })
    await panel
      .getByRole('alert')
      .getByText('The chat could not be loaded. Please try again.')
      .waitFor()
    await panel.getByRole('button', { name: 'Try again' }).click()
    await panel.getByLabel('Your message').waitFor()
  })

  test('a signed-in client talks to the team in the same panel, kept in their account', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const clara = await UserFactory.merge({ fullName: 'Clara Client' }).create()
    const page = await openPage('/login', desktop)
    cleanup(() => page.context().close())
    await page.getByLabel('Email address').fill(clara.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')

    await page.goto('/')
    await waitUntilInteractive(page)
    await openFromLauncher(page)
    const panel = page.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').fill('Hello, this is Clara.')
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByText('Hello, this is Clara.').waitFor()
    assert.isFalse(await panel.getByText(/dashboard/i).isVisible())
    assert.isFalse(await panel.getByText('Get the answer by e-mail').isVisible())

    const conversation = await Conversation.query().where('user_id', clara.id).firstOrFail()
    await replyToConversation(conversation, staff, 'Hi Clara, how can we help?', null)
    await panel.getByText('Hi Clara, how can we help?').waitFor()

    // The same conversation is the client's, on their dashboard.
    await page.goto('/dashboard')
    await waitUntilInteractive(page)
    await page.getByRole('heading', { name: 'Conversations with us' }).waitFor()
    await page
      .getByRole('link', { name: /Conversation of/ })
      .first()
      .click()
    await page.getByText('Hi Clara, how can we help?').waitFor()
  })
})
