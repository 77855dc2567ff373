import { test } from '@japa/runner'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { MessageFactory, projectWith } from '#database/factories/project_factory'
import Message from '#models/message'
import type User from '#models/user'
import { seriousViolations } from '#tests/helpers/axe'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'

/*
| The project chat in Chromium, as two people use it at once, each in their own browser: typing
| shows on the other side, messages, replies, edits and deletions arrive live, and a reader whose
| network drops gets everything sent meanwhile, in order, once it is back, without a reload.
*/
async function openProjectAs(
  user: User,
  projectId: number,
  options: BrowserContextOptions = {},
  // Signed in, before the project opens (to stand in for a failing network, say).
  beforeOpen?: (page: Page) => Promise<unknown>
) {
  const page = await openPage('/login', { locale: 'en-US', ...options })
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await beforeOpen?.(page)
  await page.goto(`/projects/${projectId}`)
  await waitUntilInteractive(page)
  // Live once the header's indicator says so (the presence channel is joined with the page).
  await page.getByRole('status', { name: /Live updates on/ }).waitFor()
  return page
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
/* The message whose own text (not a quote of it) contains `text`. */
const messageWith = (page: Page, text: string | RegExp) =>
  log(page)
    .locator('li[id^="chat-message-"]')
    .filter({ has: page.locator('p[dir="auto"]', { hasText: text }) })

/* Whether the composer is inside the viewport (not only rendered further down the page). */
const inView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('#chat-composer')!.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight
  })

async function texts(page: Page) {
  return log(page).locator('li[id^="chat-message-"] p[dir="auto"]').allTextContents()
}

test.group('Project chat in the browser', () => {
  test('typing, sending, replying, editing, deleting, and catching up after a network drop', async ({
    assert,
    cleanup,
  }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
    const project = await projectWith(alice, [[bob, 'member']])

    const a = await openProjectAs(alice, project.id)
    cleanup(() => a.context().close())
    const b = await openProjectAs(bob, project.id)
    cleanup(() => b.context().close())
    await b.getByText('No messages yet').waitFor()

    // A types: B sees the indicator.
    await composer(a).fill('Hello Bob')
    await composer(a).press('End')
    await composer(a).pressSequentially('!')
    await b.getByText('Alice Owner is typing…').waitFor()

    // A sends with Enter: B sees it, with A's name and role; the indicator goes.
    await composer(a).press('Enter')
    await messageWith(b, 'Hello Bob!').waitFor()
    await messageWith(b, 'Hello Bob!').getByText('Owner', { exact: true }).waitFor()
    await b.getByText('Alice Owner is typing…').waitFor({ state: 'detached' })
    assert.equal(await composer(a).inputValue(), '')

    // B replies to it (Shift+Enter makes a new line); the quote shows above the reply.
    await messageWith(b, 'Hello Bob!').hover()
    await messageWith(b, 'Hello Bob!').getByRole('button', { name: 'Message actions' }).click()
    await b.getByRole('menuitem', { name: 'Reply' }).click()
    await b.getByText('Replying to Alice Owner').waitFor()
    await composer(b).fill('Hi Alice,')
    await composer(b).press('Shift+Enter')
    await composer(b).pressSequentially('here is the plan.')
    await composer(b).press('Enter')
    const reply = messageWith(a, 'here is the plan.')
    await reply.waitFor()
    await reply.getByText('In reply to Alice Owner').waitFor()
    assert.deepEqual(await texts(a), ['Hello Bob!', 'Hi Alice,\nhere is the plan.'])

    // A edits the first message: B sees the new text marked "edited".
    const first = messageWith(a, 'Hello Bob!')
    await first.hover()
    await first.getByRole('button', { name: 'Message actions' }).click()
    await a.getByRole('menuitem', { name: 'Edit' }).click()
    const editor = a.getByRole('textbox', { name: 'Edit message' })
    await editor.fill('Hello Bob, welcome!')
    await editor.press('Enter')
    await a.getByText('Message updated.').waitFor()
    await messageWith(b, 'Hello Bob, welcome!').getByText('(edited)').waitFor()
    // The reply's quote follows the edit.
    await messageWith(b, 'here is the plan.').getByText('Hello Bob, welcome!').waitFor()

    // A deletes it after confirming: both see the placeholder.
    const edited = messageWith(a, 'Hello Bob, welcome!')
    await edited.hover()
    await edited.getByRole('button', { name: 'Message actions' }).click()
    await a.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = a.getByRole('alertdialog', { name: 'Delete message?' })
    await confirm.getByRole('button', { name: 'Delete message' }).click()
    await a.getByText('Message deleted.').waitFor()
    // (The placeholder comes first; the reply's quote below says the same.)
    await log(b).getByText('Message deleted', { exact: true }).first().waitFor()
    assert.equal(await messageWith(b, 'Hello Bob, welcome!').count(), 0)

    // Markup arrives as the text it is; an address becomes a link that tells the site nothing.
    await composer(a).fill('See <b>this</b>: https://example.com/spec.')
    await composer(a).press('Enter')
    const markup = messageWith(b, 'See <b>this</b>:')
    await markup.waitFor()
    assert.equal(await markup.locator('b').count(), 0)
    const link = markup.getByRole('link', { name: 'https://example.com/spec' })
    assert.equal(await link.getAttribute('href'), 'https://example.com/spec')
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow')

    // B's network is cut while A sends three messages; back online, B has all three, in order.
    await b.context().setOffline(true)
    for (const text of ['One while you were away', 'Two while you were away', 'Three']) {
      await composer(a).fill(text)
      await composer(a).press('Enter')
      await messageWith(a, text).waitFor()
    }
    await a.locator('[data-pending]').waitFor({ state: 'detached' })
    await b.context().setOffline(false)
    await messageWith(b, 'Three').waitFor()
    assert.deepEqual(await texts(b), [
      'Hi Alice,\nhere is the plan.',
      'See <b>this</b>: https://example.com/spec.',
      'One while you were away',
      'Two while you were away',
      'Three',
    ])
    // Each exactly once, though the live event may have come too.
    assert.equal(await messageWith(b, 'Three').count(), 1)
    assert.equal(new URL(b.url()).pathname, `/projects/${project.id}`)
  })
})

test.group('Project chat in the browser: history, viewers, failures', () => {
  test('older pages on scroll, a quote leads to its original, a viewer reads without a composer', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const viewer = await UserFactory.merge({ fullName: 'Vera Viewer' }).create()
    const project = await projectWith(owner, [[viewer, 'viewer']])
    const rows = await MessageFactory.merge(
      Array.from({ length: 120 }, (_, index) => ({
        projectId: project.id,
        authorId: owner.id,
        body: `Point ${index + 1}`,
      }))
    ).createMany(120)
    await MessageFactory.merge({
      projectId: project.id,
      authorId: owner.id,
      body: 'About point 3 again',
      replyToId: rows[2].id,
    }).create()

    const page = await openProjectAs(viewer, project.id)
    cleanup(() => page.context().close())
    await page.getByText('You are a viewer in this project').waitFor()
    assert.equal(await composer(page).count(), 0)
    // The newest page only, until the reader goes back in time.
    await messageWith(page, 'About point 3 again').waitFor()
    assert.equal(await messageWith(page, /^Point 71$/).count(), 0)
    // Scrolling up brings the page before, and the view stays where the reader was.
    await log(page).evaluate((element) => element.scrollTo({ top: 0 }))
    await messageWith(page, /^Point 71$/).waitFor()
    assert.equal(await messageWith(page, /^Point 21$/).count(), 0)

    await messageWith(page, 'About point 3 again')
      .getByRole('button', { name: /Show the original message by Olga Owner/ })
      .click()
    const original = messageWith(page, /^Point 3$/)
    await original.and(page.locator(':focus')).waitFor()
    assert.isTrue(await original.isVisible())
    await page.getByText('This is the beginning of the conversation.').waitFor()
    assert.lengthOf(await texts(page), 121)
  })

  test('a message written offline goes by itself once online; a failed send keeps its text with Retry; the draft survives a reload', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
    const project = await projectWith(owner)
    const page = await openProjectAs(owner, project.id)
    cleanup(() => page.context().close())

    // An input method composing with Enter never sends.
    await composer(page).fill('にほんご')
    await composer(page).evaluate((field) =>
      field.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true })
      )
    )
    assert.equal(await composer(page).inputValue(), 'にほんご')

    // The draft is still there after a reload.
    await page.reload()
    await waitUntilInteractive(page)
    await page.waitForFunction(
      () => (document.getElementById('chat-composer') as HTMLTextAreaElement)?.value === 'にほんご'
    )

    // Offline: the message waits, saying so, and goes by itself once the connection is back.
    await page.context().setOffline(true)
    await composer(page).fill('Sent through a tunnel')
    await composer(page).press('Enter')
    const queued = log(page).locator('[data-pending="queued"]')
    await queued
      .getByText('You are offline. Messages are sent once the connection is back.')
      .waitFor()
    await queued.getByText('Sent through a tunnel').waitFor()
    await page.context().setOffline(false)
    await messageWith(page, 'Sent through a tunnel').waitFor()
    await log(page).locator('[data-pending]').waitFor({ state: 'detached' })

    // The server fails it: the message stays with the reason and Retry; nothing is lost.
    let failures = 1
    await page.route('**/projects/*/messages', (route) =>
      route.request().method() === 'POST' && failures-- > 0
        ? route.fulfill({ status: 503, body: '' })
        : route.fallback()
    )
    await composer(page).fill('Sent on the second try')
    await composer(page).press('Enter')
    const failed = log(page).locator('[data-pending="failed"]')
    await failed.getByText('Not sent.').waitFor()
    await failed.getByText('Sent on the second try').waitFor()
    await failed.getByRole('button', { name: 'Retry' }).click()
    await messageWith(page, 'Sent on the second try').waitFor()
    await log(page).locator('[data-pending]').waitFor({ state: 'detached' })
    const stored = await Message.query().where('project_id', project.id).where('kind', 'message')
    assert.deepEqual(
      stored.map((message) => message.body),
      ['Sent through a tunnel', 'Sent on the second try']
    )
  })

  test('a refused channel authorisation and a failed catch-up are tried again on their own', async ({
    assert,
    cleanup,
  }) => {
    const alice = await UserFactory.merge({ fullName: 'Alice Owner' }).create()
    const bob = await UserFactory.merge({ fullName: 'Bob Member' }).create()
    const project = await projectWith(alice, [[bob, 'member']])

    // The balancer's node for the project channel's authorisation is dying: 502 until it is
    // replaced. The socket itself stays up all along.
    let refusing = true
    let refused = 0
    const page = await openProjectAs(bob, project.id, {}, (signedIn) =>
      signedIn.route('**/broadcasting/auth', (route) => {
        if (refusing && route.request().postData()?.includes('presence-project')) {
          refused++
          return route.fulfill({ status: 502, body: 'Bad Gateway' })
        }
        return route.continue()
      })
    )
    cleanup(() => page.context().close())
    await page.getByText('No messages yet').waitFor()
    while (refused < 2) await page.waitForTimeout(100)

    // Meanwhile Alice writes: nothing can reach Bob live.
    await Message.create({ projectId: project.id, authorId: alice.id, body: 'Did you see this?' })

    // The first catch-up after the channel is back meets a swamped node.
    let failedCatchUps = 0
    await page.route(
      (url) => url.pathname.endsWith('/messages') && url.searchParams.has('after'),
      (route) => {
        if (failedCatchUps++ === 0) return route.fulfill({ status: 503, body: 'Busy' })
        return route.continue()
      }
    )
    refusing = false

    await messageWith(page, 'Did you see this?').waitFor()
    assert.isAtLeast(refused, 2)
    assert.isAtLeast(failedCatchUps, 2, 'the failed catch-up was asked again')
    // Live again: what Alice sends now arrives without asking.
    const alicePage = await openProjectAs(alice, project.id)
    cleanup(() => alicePage.context().close())
    await composer(alicePage).fill('And now?')
    await composer(alicePage).press('Enter')
    await messageWith(page, 'And now?').waitFor()
  })

  test('the chat passes axe-core at {width}px, {scheme}')
    .with(
      [390, 1280].flatMap((width) =>
        (['light', 'dark'] as const).map((scheme) => ({ width, scheme }))
      )
    )
    .run(async ({ assert, cleanup }, { width, scheme }) => {
      const owner = await UserFactory.merge({ fullName: 'Olga Owner' }).create()
      const member = await UserFactory.merge({ fullName: 'Mark Member' }).create()
      const project = await projectWith(owner, [[member, 'member']])
      const first = await MessageFactory.merge({
        projectId: project.id,
        authorId: member.id,
        body: 'Here is the brief: https://example.com/brief',
      }).create()
      await MessageFactory.merge({
        projectId: project.id,
        authorId: owner.id,
        body: 'Thanks!\nReading it now.',
        replyToId: first.id,
      }).create()
      await MessageFactory.merge({
        projectId: project.id,
        authorId: member.id,
        body: '',
        deletedAt: first.createdAt,
      }).create()

      const page = await openProjectAs(owner, project.id, {
        colorScheme: scheme,
        viewport: { width, height: 900 },
      })
      cleanup(() => page.context().close())
      await messageWith(page, 'Reading it now.').waitFor()
      assert.deepEqual(await seriousViolations(page), [])
    })

  test('on a phone the chat fills the screen, its composer at the foot; the project is one tap away', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.create()
    const project = await projectWith(owner, [], { planned: true })
    const phone = { width: 390, height: 844 }
    const page = await openProjectAs(owner, project.id, { viewport: phone })
    cleanup(() => page.context().close())

    // The page itself does not scroll: the history does, and the composer is on screen.
    assert.isTrue(await inView(page))
    assert.isAtMost(await page.evaluate(() => document.documentElement.scrollHeight), phone.height)
    const composerBox = await page.locator('#chat-composer').boundingBox()
    assert.isAbove(composerBox!.y, phone.height / 2)

    // The plan, the timeline and the members are one tap away, and back.
    const details = page.getByRole('button', { name: 'Project', exact: true })
    await details.click()
    assert.equal(await details.getAttribute('aria-pressed'), 'true')
    await page.getByRole('button', { name: 'Sign', exact: true }).waitFor()
    await page.getByRole('list', { name: 'Workflow' }).waitFor()
    assert.isFalse(await composer(page).isVisible())
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    assert.isTrue(await inView(page))

    // On a desktop both show side by side, without the switch.
    await page.setViewportSize({ width: 1280, height: 900 })
    assert.isFalse(await details.isVisible())
    await page.getByRole('button', { name: 'Sign', exact: true }).waitFor()
    assert.isTrue(await inView(page))
  })
})
