import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { UserFactory } from '#database/factories/user_factory'
import limiter from '@adonisjs/limiter/services/main'
import { plainText } from './helpers.js'

function footerText(html: string) {
  const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)
  if (!footer) throw new Error('The page has no footer')
  return plainText(footer[0])
}

test.group('The company address in the reader’s language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  for (const [locale, country] of [
    ['de', 'Slowakei'],
    ['sk', 'Slovensko'],
    ['cs', 'Slovensko'],
    ['en', 'Slovakia'],
  ] as const) {
    test(`the landing page in ${locale} names the country "${country}"`, async ({
      client,
      assert,
    }) => {
      const html = (await client.get(`/?lang=${locale}`)).text()
      assert.include(footerText(html), `821 09 Bratislava, ${country}`)
      if (locale !== 'en') assert.notInclude(plainText(html), 'Slovakia')
    })
  }

  test('the legal texts embed the address in their language', async ({ client, assert }) => {
    const privacy = plainText((await client.get('/privacy?lang=de')).text())
    assert.include(privacy, 'Anschrift: Mlynské nivy 5, 821 09 Bratislava, Slowakei')
    assert.notInclude(privacy, 'Slovakia')
    const terms = plainText((await client.get('/terms?lang=cs')).text())
    assert.include(terms, 'Mlynské nivy 5, 821 09 Bratislava, Slovensko')
    assert.notInclude(terms, 'Slovakia')
  })

  test('a German recipient’s e-mail names the country in German', async ({ client, assert }) => {
    const { mails } = mail.fake()
    try {
      const user = await UserFactory.merge({ locale: 'de' }).create()
      await client.post('/forgot-password').form({ email: user.email }).withCsrfToken()
      const [queued] = mails.queued((message) => message instanceof ResetPasswordNotification)
      assert.exists(queued, 'a reset e-mail was queued')
      await queued.buildWithContents()
      queued.message.assertHtmlIncludes(
        'Codeva s.r.o. · Mlynské nivy 5, 821 09 Bratislava, Slowakei'
      )
      queued.message.assertTextIncludes(
        'Codeva s.r.o., Mlynské nivy 5, 821 09 Bratislava, Slowakei'
      )
      assert.notInclude(String(queued.message.toJSON().message.html), 'Slovakia')
    } finally {
      mail.restore()
    }
  })
})
