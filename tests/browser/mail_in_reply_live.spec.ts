import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { signedInPage, waitUntilInteractive } from '#tests/helpers/browser'
import {
  answeredConversation,
  digestCast,
  quote,
  receiver,
  send,
  sentOffer,
} from '#tests/helpers/mail_in'
import { UserFactory } from '#database/factories/user_factory'
import { pdfBytes, pngBytes } from '../functional/files/files_helpers.js'

/*
| Replies by e-mail seen by the people who work in the app: a client answers the unread digest
| from "their mail client" (nodemailer over SMTP to the receiver the test starts) while staff
| have the project open, and the reply appears in the chat live, without its quote and without
| a reload; e-mailed files show on an offer's timeline and in a visitor's conversation.
*/
const SHOTS = 'tmp/screenshots'

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      // The theme's colours ease in; the picture is of where they settle.
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, caret: 'initial' })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' })

test.group('E-mail in, in the browser', () => {
  test("a client's e-mailed answer to the digest shows up live in the open chat, without its quote", async ({
    assert,
    cleanup,
  }) => {
    const smtp = await receiver(cleanup)
    const cast = await digestCast()
    const page = await signedInPage(cast.staff)
    cleanup(() => page.context().close())
    await page.goto(`/projects/${cast.project.id}`)
    await waitUntilInteractive(page)
    await page.getByRole('status', { name: /Live updates on/ }).waitFor()
    const messages = chatLog(page).locator('li[id^="chat-message-"] p[dir="auto"]')
    await chatLog(page).getByText('The oven arrives on Monday.').waitFor()
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length)

    await send(smtp, {
      from: `${cast.member.fullName} <${cast.member.email}>`,
      to: cast.digest.replyTo,
      subject: `Re: ${cast.digest.subject}`,
      inReplyTo: cast.digest.messageId,
      references: [cast.digest.messageId],
      text: [
        'Monday works, I will let them in at eight.',
        '',
        `On Tue, Dec 1, 2026 at 10:00 AM Codeva <${cast.digest.replyTo}> wrote:`,
        quote(
          `${cast.owner.fullName}: The oven arrives on Monday.\n\nReply to this e-mail to answer in the chat.`
        ),
      ].join('\n'),
      attachments: [{ filename: 'door-code.png', content: await pngBytes(320, 200) }],
    })

    const reply = chatLog(page)
      .locator('li[id^="chat-message-"]')
      .filter({ hasText: 'Monday works, I will let them in at eight.' })
    await reply.waitFor()
    await reply.getByText(cast.member.fullName).first().waitFor()
    await reply.getByRole('button', { name: 'Open door-code.png' }).waitFor()
    assert.deepEqual(await messages.allTextContents(), [
      'The oven arrives on Monday.',
      'Monday works, I will let them in at eight.',
    ])
    assert.notInclude(await chatLog(page).innerText(), 'wrote:')
    // The same document all along: it arrived over the live channel, not by a reload.
    assert.equal(
      await page.evaluate(() => performance.getEntriesByType('navigation').length),
      before
    )
    assert.equal(new URL(page.url()).pathname, `/projects/${cast.project.id}`)
    await shoot(page, 'mail-in-chat-reply')
  })

  test("an offer's e-mailed files are on its timeline for staff", async ({ cleanup }) => {
    const smtp = await receiver(cleanup)
    const staff = await UserFactory.apply('staff').create()
    const { offer, mail } = await sentOffer(`client-${Date.now()}@example.org`)
    await send(smtp, {
      from: offer.email,
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: 'Our signed order and the shop front, as promised.\n\n> Offer',
      attachments: [
        { filename: 'order.pdf', content: pdfBytes() },
        { filename: 'shop-front.png', content: await pngBytes(640, 400) },
      ],
    })
    const page = await signedInPage(staff)
    cleanup(() => page.context().close())
    await page.goto(`/offers/${offer.id}`)
    await waitUntilInteractive(page)
    const entry = page.getByText(/Our signed order and the shop front/)
    await entry.waitFor()
    await page.getByRole('button', { name: 'Open order.pdf' }).waitFor()
    await page.getByRole('button', { name: 'Open shop-front.png' }).scrollIntoViewIfNeeded()
    await shoot(page, 'mail-in-offer-timeline')
  })

  test("a visitor's e-mailed file is in their conversation in the inbox", async ({ cleanup }) => {
    const smtp = await receiver(cleanup)
    const { staff, conversation, mail } = await answeredConversation()
    await send(smtp, {
      from: 'Eva Visitor <eva@example.com>',
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      text: 'Here is the floor plan.\n\nOn Tue, Dec 1, 2026 Codeva wrote:\n> Send us the floor plan, please.',
      attachments: [{ filename: 'floor-plan.pdf', content: pdfBytes() }],
    })
    const page = await signedInPage(staff)
    cleanup(() => page.context().close())
    await page.goto(`/inbox/${conversation.id}`)
    await waitUntilInteractive(page)
    await page.getByRole('log', { name: 'Messages' }).getByText('Here is the floor plan.').waitFor()
    await page.getByRole('button', { name: 'Open floor-plan.pdf' }).waitFor()
    await shoot(page, 'mail-in-inbox-file')
  })
})
