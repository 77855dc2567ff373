import { mkdir } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationLabel from '#models/conversation_label'
import availabilityConfig from '#config/availability'
import { UserFactory } from '#database/factories/user_factory'
import { postMessage, startConversation } from '#actions/conversations/post_message'
import { setConversationStatus } from '#actions/conversations/manage_conversation'
import { openPage, signedInPage, waitUntilInteractive } from '#tests/helpers/browser'

const SHOTS = 'tmp/screenshots'

/* Each screen at a phone's and a desktop's width, light and dark, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // Colours change with a short transition: the picture shows the finished ones.
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => null))
        )
      )
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function arrives(text: string, name: string) {
  const conversation = await startConversation({
    tokenHash: null,
    user: null,
    name,
    email: null,
    locale: 'en',
    startedOn: '/',
  })
  await postMessage(conversation, { sender: 'visitor', author: null, text })
  return conversation
}

/* A thread of an earlier week, answered and closed within opening hours: the reports' figures. */
async function earlier(input: {
  weeksAgo: number
  replyAfter: number
  by: number
  rating: number | null
  labelId?: number
}) {
  const start = DateTime.now()
    .setZone(availabilityConfig.timeZone)
    .startOf('week')
    .minus({ weeks: input.weeksAgo })
    .set({ weekday: 2, hour: 10 })
  const conversation = await Conversation.create({
    kind: 'chat',
    locale: 'en',
    status: 'closed',
    unread: false,
    visitorName: 'Earlier Visitor',
    lastActivityAt: start.toLocal(),
    createdAt: start.toLocal(),
    closedAt: start.plus({ hours: 4 + input.weeksAgo }).toLocal(),
    assignedToId: input.by,
    rating: input.rating,
  })
  await ConversationMessage.create({
    conversationId: conversation.id,
    sender: 'visitor',
    body: 'Hello',
    createdAt: start.toLocal(),
  })
  await ConversationMessage.create({
    conversationId: conversation.id,
    sender: 'staff',
    authorId: input.by,
    body: 'Hi',
    createdAt: start.plus({ minutes: input.replyAfter }).toLocal(),
  })
  if (input.labelId) await conversation.related('labels').attach([input.labelId])
}

/*
| The inbox measured, as staff use it: a label put on a conversation from its header, the list
| filtered by that label (the other conversation leaves the list), then the reports with the
| label's bar and the CSV link. The client's rating prompt after closing is screenshotted too.
*/
test.group('The inbox measured', () => {
  test('staff label a conversation, filter the inbox by the label and open the reports', async ({
    assert,
    cleanup,
  }) => {
    await mkdir(SHOTS, { recursive: true })
    const tag = `quasar${randomUUID().slice(0, 8)}`
    const staff = await UserFactory.apply('staff').merge({ fullName: 'Tomáš Team' }).create()
    const labelName = `Pricing ${tag.slice(-4)}`
    const pricing = await ConversationLabel.create({ name: labelName, colour: 'teal' })
    const bug = await ConversationLabel.create({ name: `Bug ${tag.slice(-4)}`, colour: 'red' })
    const colleague = await UserFactory.apply('staff').merge({ fullName: 'Jana Kolegová' }).create()
    for (const [weeksAgo, replyAfter, by, rating, labelId] of [
      [1, 12, staff.id, 5, pricing.id],
      [1, 35, colleague.id, 4, bug.id],
      [2, 20, staff.id, 4, pricing.id],
      [2, 95, colleague.id, 2, bug.id],
      [3, 48, colleague.id, 5, undefined],
    ] as const) {
      await earlier({ weeksAgo, replyAfter, by, rating, labelId })
    }
    const priced = await arrives(`How much is a booking app? ${tag}`, 'Eva Price')
    await arrives(`The login page is broken ${tag}`, 'Jan Broken')

    const page = await signedInPage(staff, { viewport: { width: 1280, height: 900 } })
    cleanup(() => page.context().close())
    await page.goto(`/inbox/${priced.id}?q=${tag}`)
    await waitUntilInteractive(page)
    const list = page.getByRole('list', { name: 'Conversations' })
    await list.getByRole('link').nth(1).waitFor()
    assert.equal(await list.getByRole('link').count(), 2)

    // Put the label on from the conversation's header.
    await page.getByRole('button', { name: 'Labels', exact: true }).click()
    await page.getByRole('menuitemcheckbox', { name: labelName }).click()
    await page.keyboard.press('Escape')
    const onIt = page.getByRole('list', { name: 'Labels on this conversation' })
    await onIt.getByText(labelName).waitFor()
    // The list row shows it as well.
    await list
      .getByRole('link', { name: /Eva Price/ })
      .getByText(labelName)
      .waitFor()
    await shoot(page, 'inbox-labelled-conversation')

    // Filter the inbox by the label: only the labelled conversation stays.
    await page.getByLabel('Label', { exact: true }).selectOption({ label: labelName })
    await page.waitForURL((url) => url.searchParams.has('label'))
    await list.getByRole('link', { name: /Jan Broken/ }).waitFor({ state: 'detached' })
    assert.equal(await list.getByRole('link').count(), 1)
    assert.include(await list.getByRole('link').first().innerText(), 'Eva Price')

    // The labels page.
    await page.getByRole('link', { name: 'Labels', exact: true }).click()
    await page.getByRole('heading', { name: 'Labels', level: 1 }).waitFor()
    await shoot(page, 'inbox-labels')

    // The reports, from the inbox's header.
    await page.goto('/inbox')
    await waitUntilInteractive(page)
    await page.getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    const byLabel = page.getByRole('list', { name: 'Conversations by label' })
    await byLabel.getByText(labelName).waitFor()
    assert.isTrue(await page.getByRole('link', { name: 'Download CSV' }).isVisible())
    assert.isTrue(await page.getByRole('table', { name: 'By week' }).isVisible())
    await page.getByRole('link', { name: 'Last 12 weeks' }).click()
    await page.waitForURL((url) => url.searchParams.get('weeks') === '12')
    await shoot(page, 'inbox-reports')
  })

  test('a client rates their closed conversation in one click', async ({ assert, cleanup }) => {
    await mkdir(SHOTS, { recursive: true })
    const owner = await UserFactory.create()
    const conversation = await startConversation({
      tokenHash: null,
      user: owner,
      name: null,
      email: null,
      locale: 'en',
      startedOn: '/dashboard',
    })
    await postMessage(conversation, { sender: 'visitor', author: owner, text: 'Can you help?' })
    await setConversationStatus(conversation, 'closed')

    const page = await signedInPage(owner, { viewport: { width: 1280, height: 900 } })
    cleanup(() => page.context().close())
    await page.goto(`/conversations/${conversation.id}`)
    await waitUntilInteractive(page)
    const prompt = page.getByRole('region', { name: 'How did we do?' })
    await prompt.waitFor()
    await shoot(page, 'rating-prompt')
    await prompt.getByRole('button', { name: '4 stars' }).click()
    await page.getByText('You rated 4 of 5').waitFor()
    await conversation.refresh()
    assert.equal(conversation.rating, 4)
    await shoot(page, 'rating-given')
  })

  test('a visitor is asked in the chat panel the moment staff close the conversation', async ({
    assert,
    cleanup,
  }) => {
    await mkdir(SHOTS, { recursive: true })
    const tag = `nebula${randomUUID().slice(0, 8)}`
    const visitor = await openPage('/', { viewport: { width: 390, height: 844 } })
    cleanup(() => visitor.context().close())
    // The launcher waits while it would cover text; at the page's end it is free.
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await visitor.waitForFunction(
      () => !document.querySelector('[data-chat-launcher]')?.hasAttribute('data-yielding')
    )
    await visitor.locator('[data-chat-launcher]').click()
    const panel = visitor.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').fill(`Thanks for the help ${tag}`)
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByRole('heading', { name: 'Get the answer by e-mail' }).waitFor()
    const conversation = await Conversation.query()
      .whereHas('messages', (message) => message.where('body', 'like', `%${tag}%`))
      .firstOrFail()

    // Staff close it: the open panel hears it and asks.
    await setConversationStatus(conversation, 'closed')
    const prompt = panel.getByRole('region', { name: 'How did we do?' })
    await prompt.waitFor()
    await prompt.scrollIntoViewIfNeeded()
    for (const scheme of ['light', 'dark'] as const) {
      await visitor.emulateMedia({ colorScheme: scheme })
      await visitor.evaluate(() =>
        Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => null))
        )
      )
      await visitor.screenshot({ path: `${SHOTS}/rating-panel-390-${scheme}.png` })
    }
    await prompt.getByRole('button', { name: '5 stars' }).click()
    await panel.getByText('You rated 5 of 5').waitFor()
    await conversation.refresh()
    assert.equal(conversation.rating, 5)
  })
})
