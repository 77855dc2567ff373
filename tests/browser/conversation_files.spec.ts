import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { openPage, waitUntilInteractive } from '#tests/helpers/browser'
import { pdfBytes, pngBytes } from '../functional/files/files_helpers.js'
import { startConversation } from '#actions/conversations/post_message'
import { seriousViolations } from '#tests/helpers/axe'

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await waitUntilInteractive(page)
}

/*
| A file through the chat panel: the visitor attaches a PDF with the panel's paperclip and
| sends it without words; the team opens it from the inbox in the viewer.
*/
test.group('Conversation files in Chromium', () => {
  test('a visitor attaches a PDF in the panel and staff open it from the inbox', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const visitor = await openPage('/')
    cleanup(() => visitor.context().close())
    await waitUntilInteractive(visitor)
    await visitor.getByRole('button', { name: 'Chat with us' }).first().click()
    const panel = visitor.getByRole('dialog', { name: 'Chat with us' })
    await panel.getByLabel('Your message').fill('Here is our brief.')
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByText('Here is our brief.').waitFor()

    const [chooser] = await Promise.all([
      visitor.waitForEvent('filechooser'),
      panel.getByRole('button', { name: 'Attach files' }).click(),
    ])
    await chooser.setFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
    const send = panel.getByRole('button', { name: 'Send' })
    await visitor.waitForFunction(
      () => !document.querySelector('[role=dialog] button[type=submit]')?.hasAttribute('disabled')
    )
    await send.click()
    await panel.getByRole('button', { name: 'Open brief.pdf' }).waitFor()

    // This visitor's conversation (other browser tests leave theirs behind).
    const brief = await ConversationMessage.query()
      .where('body', 'Here is our brief.')
      .orderBy('id', 'desc')
      .firstOrFail()
    const conversation = await Conversation.findOrFail(brief.conversationId)
    const team = await openPage('/login')
    cleanup(() => team.context().close())
    await logIn(team, staff.email)
    await team.goto(new URL(`/inbox/${conversation.id}`, team.url()).href)
    await waitUntilInteractive(team)
    await team.getByRole('button', { name: 'Open brief.pdf' }).click()
    const viewer = team.getByRole('dialog')
    await viewer.getByRole('heading', { name: 'brief.pdf' }).waitFor()
    const src = await viewer.locator('iframe').getAttribute('src')
    assert.match(src ?? '', /^\/chat\/files\/[A-Za-z0-9_-]{22}/)
    const fetched = await team.request.get(new URL(src!, team.url()).href)
    assert.equal(fetched.status(), 200)
    assert.equal(fetched.headers()['content-type'], 'application/pdf')
  })

  test('a client attaches files on their conversation page (paperclip, paste, drop); staff open them', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const user = await UserFactory.merge({ fullName: 'Clara Client' }).create()
    const conversation = await startConversation({
      tokenHash: null,
      user,
      name: null,
      email: null,
      locale: 'en',
      startedOn: '/dashboard',
    })
    const page = await openPage('/login')
    cleanup(() => page.context().close())
    await logIn(page, user.email)
    await page.goto(`/conversations/${conversation.id}`)
    await waitUntilInteractive(page)

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Attach files' }).click(),
    ])
    await chooser.setFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
    const field = page.getByRole('textbox', { name: 'Your message' })
    // A screenshot pasted from the clipboard, and a file dropped on the composer.
    const png = (await pngBytes()).toString('base64')
    await field.focus()
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const pasted = new DataTransfer()
      pasted.items.add(new File([bytes], 'image.png', { type: 'image/png' }))
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true })
      )
      const dropped = new DataTransfer()
      dropped.items.add(new File([bytes], 'mockup.png', { type: 'image/png' }))
      const form = document.activeElement!.closest('form')!
      form.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: dropped, bubbles: true, cancelable: true })
      )
      form.dispatchEvent(
        new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true })
      )
    }, png)
    const chips = page.getByRole('list', { name: 'Attachments' })
    for (const name of ['brief.pdf', 'image.png', 'mockup.png'])
      await chips.getByText(name).waitFor()
    await field.fill('The brief and two screens.')
    await page.waitForFunction(
      () => !document.querySelector('main form button[type=submit]')?.hasAttribute('disabled')
    )
    await field.press('Enter')
    const log = page.getByRole('log')
    await log.getByRole('button', { name: 'Open brief.pdf' }).waitFor()
    await log.getByRole('button', { name: 'Open mockup.png' }).waitFor()
    assert.deepEqual(await seriousViolations(page), [])

    const sent = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .preload('attachments')
      .firstOrFail()
    assert.sameMembers(
      sent.attachments.map((file) => file.name),
      ['brief.pdf', 'image.png', 'mockup.png']
    )

    const team = await openPage('/login')
    cleanup(() => team.context().close())
    await logIn(team, staff.email)
    await team.goto(`/inbox/${conversation.id}`)
    await waitUntilInteractive(team)
    await team.getByRole('button', { name: 'Open image.png' }).click()
    const viewer = team.getByRole('dialog')
    await viewer.getByRole('heading', { name: 'image.png' }).waitFor()
  })
})
