import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import ConversationMessage from '#models/conversation_message'
import { CHAT_ADDRESS_START_LIMIT, chatGates } from '#actions/conversations/chat_throttle'
import { openPage } from '#tests/helpers/browser'
import { seriousViolations } from '#tests/helpers/axe'

/*
| A visitor whose network has started too many conversations (here: the ceiling is already used
| up for this machine's addresses) is told so beside the composer, in their language and in
| minutes, and what they typed stays in the field to send later.
*/
const TEXT = 'Dobrý den, kolik stojí rezervační systém?'

test.group('Conversation limits in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the panel says the network limit in minutes beside the composer and keeps the text', async ({
    assert,
    cleanup,
  }) => {
    // Chromium reaches the test server over loopback, as one of these.
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const gate = chatGates.addressStart(address)
      await limiter.use({ ...CHAT_ADDRESS_START_LIMIT }).block(gate.key, '1 hour')
    }

    const page = await openPage('/', { locale: 'cs-CZ' })
    cleanup(() => page.context().close())
    await page.getByRole('button', { name: 'Napište nám' }).first().click()
    const panel = page.getByRole('dialog', { name: 'Chat s námi' })
    const field = panel.getByLabel('Vaše zpráva')
    await field.fill(TEXT)
    await field.press('Enter')

    const notice = panel.getByText(
      'Z vaší sítě bylo v krátké době zahájeno příliš mnoho konverzací. Zkuste to znovu za 60 minut.'
    )
    await notice.waitFor()
    assert.equal(await field.inputValue(), TEXT)
    // Tied to the field for screen readers, and the field marked invalid.
    const describedBy = await field.getAttribute('aria-describedby')
    assert.equal(await notice.getAttribute('id'), describedBy)
    assert.equal(await field.getAttribute('aria-invalid'), 'true')
    assert.equal(await notice.getAttribute('role'), 'alert')
    assert.isNull(await ConversationMessage.findBy('body', TEXT))
    assert.deepEqual(await seriousViolations(page), [])
  })
})
