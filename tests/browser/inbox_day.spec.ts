import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import Conversation from '#models/conversation'
import SavedReply from '#models/saved_reply'
import { UserFactory } from '#database/factories/user_factory'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
}

/* A conversation that arrives from elsewhere (no browser): a visitor without a name writes. */
async function arrives(text: string) {
  const conversation = await startConversation({
    tokenHash: null,
    user: null,
    name: null,
    email: null,
    locale: 'de',
    startedOn: '/pricing',
  })
  await postMessage(conversation, { sender: 'visitor', author: null, text })
  return conversation
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark')
  }, theme)
  // Colours change with a short transition: axe must read the finished ones.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)))
  )
}

/*
| A day in the inbox, in two browsers: a visitor on the landing page and a staff member. Three
| conversations arrive (the list follows live, each a different made-up name); the team triages
| by keyboard (j/k, Enter, a, r, e, ?), answers with a saved reply through "/", leaves a note the
| visitor never sees, hands a thread to a teammate from the menu, and closes one. The list stays
| mounted while conversations open beside it.
*/
test.group('A day in the inbox', () => {
  test('three conversations, keyboard triage, a saved reply, a note, assign, close', async ({
    assert,
    cleanup,
  }) => {
    // Every message carries this word: the test searches for it and sees only its own threads.
    const tag = `zephyr${randomUUID().slice(0, 8)}`
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const colleague = await UserFactory.apply('staff').merge({ fullName: 'Jana Kolegová' }).create()
    await SavedReply.create({
      title: `Prices ${tag}`,
      body: 'Our apps start at 8,000 EUR; we send a precise offer after a short call.',
      locale: 'en',
      createdById: colleague.id,
    })

    const team = await openPage('/login', { viewport: { width: 1280, height: 900 } })
    cleanup(() => team.context().close())
    await logIn(team, staff.email)
    await team.goto(new URL(`/inbox?q=${tag}`, team.url()).href)
    await waitUntilInteractive(team)
    const list = team.getByRole('list', { name: 'Conversations' })

    // 1. Three conversations arrive: a visitor in a browser, two from elsewhere.
    const visitor = await openPage('/')
    cleanup(() => visitor.context().close())
    await waitUntilInteractive(visitor)
    await visitor.getByRole('button', { name: 'Chat with us' }).first().click()
    const panel = visitor.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').fill(`How much is a booking app? ${tag}`)
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByText(`How much is a booking app? ${tag}`).waitFor()
    // Stored (the e-mail card follows the first stored message), not only shown as sending.
    await panel.getByRole('heading', { name: 'Get the answer by e-mail' }).waitFor()
    const fromBrowser = await Conversation.query()
      .whereHas('messages', (message) => message.where('body', 'like', `%${tag}%`))
      .firstOrFail()
    // The search reloads when the list hears of a change; the next two arrive live.
    await team.reload()
    await waitUntilInteractive(team)
    await list.getByRole('link').first().waitFor()
    const second = await arrives(`Do you make shop apps? ${tag}`)
    const third = await arrives(`Is there an API for partners? ${tag}`)
    await list.getByRole('link', { name: /Is there an API for partners/ }).waitFor()
    const rows = list.getByRole('link')
    assert.equal(await rows.count(), 3)

    // Visitors are told apart: three different names, none of them "Visitor".
    const names = await rows.evaluateAll((links) =>
      links.map((link) => link.querySelector('.truncate')?.textContent ?? '')
    )
    assert.equal(new Set(names).size, 3, names.join(', '))
    assert.isFalse(names.some((name) => /^Visitor/.test(name)))
    assert.deepEqual(await seriousViolations(team), [], 'the inbox list, light')

    // 2. Keyboard: j moves down, k up, Enter opens; the list stays in place.
    await list.evaluate((element) => element.setAttribute('data-still-here', 'yes'))
    await team.keyboard.press('j')
    await team.keyboard.press('j')
    await team.keyboard.press('k')
    const focused = await team.evaluate(() => document.activeElement?.textContent ?? '')
    assert.equal(focused, (await rows.nth(1).textContent()) ?? '')
    await team.keyboard.press('k')
    await team.keyboard.press('Enter')
    await team.waitForURL((url) => /^\/inbox\/\d+$/.test(url.pathname))
    await waitUntilInteractive(team)
    const firstOpened = Number(new URL(team.url()).pathname.split('/').pop())
    assert.include([fromBrowser.id, second.id, third.id], firstOpened)
    assert.equal(new URL(team.url()).searchParams.get('q'), tag)

    // Open the visitor's own conversation (from the list), the list still the same element.
    await list.getByRole('link', { name: /booking app/ }).click()
    await team.waitForURL((url) => url.pathname === `/inbox/${fromBrowser.id}`)
    await waitUntilInteractive(team)
    assert.equal(await list.getAttribute('data-still-here'), 'yes')

    // 3. "a" assigns it to me (the button says the same).
    assert.isTrue(await team.getByRole('button', { name: /Assign to me/ }).isVisible())
    await team.keyboard.press('a')
    await team.getByText('Assigned to Tomáš Team').first().waitFor()

    // 4. "?" lists the shortcuts.
    await team.keyboard.press('?')
    const help = team.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.getByText('Assign to me').waitFor()
    await team.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })

    // 5. "r" goes to the reply box; "/" offers the saved replies; Enter inserts, Enter sends.
    await team.keyboard.press('r')
    const reply = team.getByLabel('Your reply')
    assert.isTrue(await reply.evaluate((element) => element === document.activeElement))
    await reply.pressSequentially('/prices', { delay: 10 })
    const menu = team.getByRole('listbox', { name: 'Saved replies' })
    await menu.getByRole('option', { name: new RegExp(`Prices ${tag}`) }).waitFor()
    await reply.press('Enter')
    assert.equal(
      await reply.inputValue(),
      'Our apps start at 8,000 EUR; we send a precise offer after a short call.'
    )
    // Typing "e" in the box is text, not "close".
    await reply.press('End')
    await reply.pressSequentially(' See you', { delay: 10 })
    await reply.press('Enter')
    await panel.getByText(/we send a precise offer after a short call\. See you/).waitFor()
    assert.isTrue(await team.getByRole('button', { name: /Close conversation/ }).isVisible())

    // 6. A note: amber, labelled, for the team only.
    await team.getByRole('button', { name: 'Internal note' }).click()
    const noteBox = team.getByLabel('Internal note', { exact: true })
    await noteBox.fill(`Budget seems small, ask about phases ${tag}`)
    await noteBox.press('Enter')
    const note = team.getByText(`Budget seems small, ask about phases ${tag}`)
    await note.waitFor()
    // Stored (no longer "Sending…"), labelled as a note in its amber box.
    await team.getByText('Sending…').waitFor({ state: 'detached' })
    const bubble = note.locator('xpath=ancestor::li[contains(@class, "bg-amber-50")][1]')
    assert.include(await bubble.textContent(), 'Internal note')
    assert.deepEqual(await seriousViolations(team), [], 'the open conversation, light')
    await setTheme(team, 'dark')
    assert.deepEqual(await seriousViolations(team), [], 'the open conversation, dark')
    await setTheme(team, 'light')

    // A reply after the note reaches the visitor; the note never did.
    await team.getByRole('button', { name: /^Reply/ }).click()
    await team.getByLabel('Your reply').fill('Shall we call tomorrow?')
    await team.getByLabel('Your reply').press('Enter')
    await panel.getByText('Shall we call tomorrow?').waitFor()
    assert.equal(await panel.getByText(/Budget seems small/).count(), 0)
    const visitorHtml = await visitor.content()
    assert.notInclude(visitorHtml, 'Budget seems small')

    // 7. "e" closes it (out of the text field).
    await team.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await team.keyboard.press('e')
    await team.getByRole('button', { name: 'Reopen' }).waitFor()
    await fromBrowser.refresh()
    assert.equal(fromBrowser.status, 'closed')

    // 8. Another thread to a teammate, from the menu, at once.
    await team.goto(new URL(`/inbox/${second.id}?q=${tag}`, team.url()).href)
    await waitUntilInteractive(team)
    await team.getByRole('button', { name: 'Assign to', exact: true }).click()
    await team.getByRole('menuitem', { name: 'Jana Kolegová' }).click()
    await team.getByText('Assigned to Jana Kolegová').first().waitFor()
    await second.refresh()
    assert.equal(second.assignedToId, colleague.id)

    // The person pane names the made-up name as such and where they started.
    const person = team.getByRole('complementary', { name: 'About this person' })
    await person.getByText('/pricing').waitFor()
    await person.getByText(/made-up name/).waitFor()
    await setTheme(team, 'dark')
    assert.deepEqual(await seriousViolations(team), [], 'person pane, dark')
    assert.isDefined(third.id)
  })

  test('on a phone the list comes first, a conversation takes the screen, Back returns', async ({
    assert,
    cleanup,
  }) => {
    const tag = `phone${randomUUID().slice(0, 8)}`
    const staff = await UserFactory.apply('staff').create()
    const conversation = await arrives(`Hello from a phone ${tag}`)
    const page = await openPage('/login', { viewport: { width: 390, height: 844 } })
    cleanup(() => page.context().close())
    await logIn(page, staff.email)
    await page.goto(new URL(`/inbox?q=${tag}`, page.url()).href)
    await waitUntilInteractive(page)
    const list = page.getByRole('list', { name: 'Conversations' })
    await list.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname === `/inbox/${conversation.id}`)
    await waitUntilInteractive(page)
    assert.isFalse(await list.isVisible())
    await page.getByRole('log').getByText(`Hello from a phone ${tag}`).waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'phone conversation')
    await page.getByRole('link', { name: 'Back to inbox' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox')
    assert.isTrue(await list.isVisible())
    assert.equal(new URL(page.url()).searchParams.get('q'), tag)
  })
})
