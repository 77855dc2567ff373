import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
}

/*
| The consulting chat end to end, two browsers: a visitor on the landing page and a staff member
| in the inbox, over the real socket server; then the visitor signs up and continues the same
| conversation from the dashboard.
*/
test.group('Consulting chat in Chromium', () => {
  test('a visitor chats with the team live, signs up and continues on the dashboard', async ({
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()

    // B: the team, in the inbox (its shell joins the staff presence channel).
    const team = await openPage('/login')
    await logIn(team, staff.email)
    await team.goto(new URL('/inbox', team.url()).href)
    await waitUntilInteractive(team)

    // A: a visitor on the landing page opens the chat (its code is fetched now).
    const visitor = await openPage('/')
    await waitUntilInteractive(visitor)
    const before = await visitor.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name)
    )
    assert.isFalse(before.some((name) => /pusher|visitor_panel|mount_chat/.test(name)))
    await visitor.getByRole('button', { name: 'Chat with us' }).first().click()
    const panel = visitor.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByText('Someone from our team is online now.').waitFor()
    await panel.getByLabel('Your message').fill('Hello, can you build a booking app?')
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByText('Hello, can you build a booking app?').waitFor()

    // B sees it arrive in the list without reloading, and opens it.
    const row = team.getByRole('link', { name: /can you build a booking app/ })
    await row.waitFor()
    assert.deepEqual(await seriousViolations(team), [], 'the inbox list')
    await row.click()
    await team.waitForURL((url) => /^\/inbox\/\d+$/.test(url.pathname))
    await waitUntilInteractive(team)

    // A types: B sees the visitor typing; B types: A sees the team typing; B answers.
    await panel.getByLabel('Your message').pressSequentially('One more', { delay: 20 })
    await team.getByText('Visitor is typing…').waitFor()
    await team.getByLabel('Your reply').pressSequentially('Yes, we', { delay: 20 })
    await panel.getByText('Tomáš Team is typing…').waitFor()
    await team.getByLabel('Your reply').fill('Yes, we build booking apps.')
    await team.getByLabel('Your reply').press('Enter')
    await panel.getByText('Yes, we build booking apps.').waitFor()
    assert.isTrue(
      await panel
        .getByText(/Tomáš Team/)
        .first()
        .isVisible()
    )

    // A creates an account in the same browser, verifies it and logs in.
    await visitor.goto(new URL('/register', visitor.url()).href)
    await waitUntilInteractive(visitor)
    await visitor.getByLabel('Full name').fill('Eva Visitor')
    await visitor.getByLabel('Email address').fill('eva.visitor@example.com')
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await visitor.getByLabel('Confirm password').fill(PASSWORD)
    await visitor.getByRole('checkbox').check()
    await visitor.getByRole('button', { name: 'Create account' }).click()
    await visitor.getByRole('heading', { name: 'Verify your email address' }).waitFor()
    const account = await User.findByOrFail('email', 'eva.visitor@example.com')
    account.emailVerifiedAt = DateTime.now()
    await account.save()
    await visitor.goto(new URL('/login', visitor.url()).href)
    await waitUntilInteractive(visitor)
    await logIn(visitor, account.email)

    // The conversation is on the dashboard and continues there.
    await visitor.getByRole('heading', { name: 'Conversations with us' }).waitFor()
    await visitor
      .getByRole('link', { name: /Conversation of/ })
      .first()
      .click()
    await waitUntilInteractive(visitor)
    await visitor.getByText('Yes, we build booking apps.').waitFor()
    assert.deepEqual(await seriousViolations(visitor), [], "the client's conversation page")
    await visitor.getByLabel('Your message').fill('Great, let us talk about it.')
    await visitor.getByLabel('Your message').press('Enter')
    await team.getByText('Great, let us talk about it.').waitFor()

    // B sees the visitor became a named client.
    await team.reload()
    await waitUntilInteractive(team)
    await team.getByText('Client account: Eva Visitor').waitFor()

    await visitor.context().close()
    await team.context().close()
  })
})

test.group('Inbox on a phone', () => {
  test('the filters fold behind a button; a chosen filter keeps them open', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const page = await openPage('/login', {
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    })
    cleanup(() => page.context().close())
    await logIn(page, staff.email)
    await page.goto(new URL('/inbox', page.url()).href)
    await waitUntilInteractive(page)

    const toggle = page.getByRole('button', { name: 'Filters' })
    const show = page.getByRole('combobox', { name: 'Show' })
    assert.isTrue(await page.getByRole('searchbox', { name: 'Search' }).isVisible())
    assert.isFalse(await show.isVisible())
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')

    await toggle.click()
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    await show.selectOption('unread')
    await page.waitForURL((url) => url.searchParams.get('filter') === 'unread')
    await page.reload()
    await waitUntilInteractive(page)
    assert.isTrue(await show.isVisible())
    assert.equal(await show.inputValue(), 'unread')
    assert.deepEqual(await seriousViolations(page), [])
  })
})
