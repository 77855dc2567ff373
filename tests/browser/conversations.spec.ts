import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import Conversation from '#models/conversation'
import ConversationRepliesMail from '#mails/conversation_replies_mail'
import { replyToConversation } from '#actions/conversations/reply'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'
import type { Page } from 'playwright-core'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
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

/*
| The chat panel end to end, two browsers: a visitor on the landing page and a staff member
| in the inbox, over the real socket server; then the visitor signs up and continues the same
| conversation from the dashboard.
*/
test.group('Conversations in Chromium', () => {
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
    // The visitor gave no name: the team sees the conversation's made-up one.
    await team.getByText(/^\S+ \S+ is typing…$/).waitFor()
    await team.getByLabel('Your reply').pressSequentially('Yes, we', { delay: 20 })
    await panel.getByText('Tomáš Team is typing…').waitFor()
    await team.getByLabel('Your reply').fill('Yes, we build booking apps.')
    await team.getByLabel('Your reply').press('Enter')
    await panel.getByText('Yes, we build booking apps.').waitFor()
    // The reply shows its writer (a grouped message names them for screen readers only).
    await panel
      .getByText(/Tomáš Team/)
      .filter({ visible: true })
      .first()
      .waitFor()

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
    // In the open conversation, not the list's preview of its latest message (both show it).
    await team
      .getByRole('log', { name: 'Messages' })
      .getByText('Great, let us talk about it.')
      .waitFor()

    // B sees the visitor became a named client.
    await team.reload()
    await waitUntilInteractive(team)
    await team.getByText('Client account: Eva Visitor').waitFor()

    await visitor.context().close()
    await team.context().close()
  })
})

/*
| A visitor who wrote one message and left their address in the panel's e-mail card: answers
| the page, the panel and the stored conversation with the id of that message.
*/
async function visitorWithConversation(email: string) {
  const visitor = await openPage('/')
  await waitUntilInteractive(visitor)
  await visitor.getByRole('button', { name: 'Chat with us' }).first().click()
  const panel = visitor.getByRole('dialog', { name: 'Chat with us' })
  const posted = visitor.waitForResponse(
    (response) =>
      response.url().endsWith('/chat/messages') && response.request().method() === 'POST'
  )
  await panel.getByLabel('Your message').fill('Do you also make shop apps?')
  await panel.getByLabel('Your message').press('Enter')
  const { data } = (await (await posted).json()) as { data: { id: number } }
  // After the first message, the card asks where to send the answer.
  await panel.getByLabel('E-mail address').fill(email)
  await panel.getByRole('button', { name: 'Notify me' }).click()
  await panel.getByText(`We'll send our answers to ${email}.`).waitFor()
  const conversation = await Conversation.findByOrFail('visitor_email', email)
  return { visitor, panel, conversation, visitorMessageId: data.id }
}

/* The read position the panel reports, once it is past the given message. */
function readPast(page: Page, messageId: number) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/chat/read') &&
      Number(response.request().postDataJSON()?.lastId) > messageId,
    { timeout: 10_000 }
  )
}

test.group('Conversations: reply e-mails', () => {
  test('a reply read live in the open panel is not e-mailed', async ({ assert, cleanup }) => {
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const { visitor, panel, conversation, visitorMessageId } =
      await visitorWithConversation('live.reader@example.com')
    cleanup(() => visitor.context().close())
    const { mails } = mail.fake()
    cleanup(() => mail.restore())

    const reported = readPast(visitor, visitorMessageId)
    await replyToConversation(conversation, staff, 'Yes, shops too.', null)
    await panel.getByText('Yes, shops too.').waitFor()
    await reported

    // After the reply-mail window, the run finds nothing to mail.
    assert.equal(
      await sendDueReplyMails(DateTime.now().plus({ minutes: 10 }), {
        conversationId: conversation.id,
      }),
      0
    )
    assert.lengthOf(
      mails.queued((queued) => queued instanceof ConversationRepliesMail),
      0
    )
  })

  test('a reply written after the visitor closed the panel is e-mailed', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const { visitor, panel, conversation } = await visitorWithConversation('gone@example.com')
    cleanup(() => visitor.context().close())
    const { mails } = mail.fake()
    cleanup(() => mail.restore())

    await panel.getByRole('button', { name: 'Close chat' }).click()
    await panel.waitFor({ state: 'detached' })
    await replyToConversation(conversation, staff, 'We make shop apps, yes.', null)

    assert.equal(
      await sendDueReplyMails(DateTime.now().plus({ minutes: 10 }), {
        conversationId: conversation.id,
      }),
      1
    )
    const sent = mails.queued((queued) => queued instanceof ConversationRepliesMail)
    assert.lengthOf(sent, 1)
    assert.include(JSON.stringify(sent[0].message.toJSON().message.to), 'gone@example.com')
  })
})
