import { test } from '@japa/runner'
import { htmlReplyText, replyText } from '#services/reply_text'

/*
| What each language's and client's quoting looks like in a reply, and that only the reply is
| kept. Gmail, Apple Mail, Thunderbird and Outlook write these headers in each language.
*/
const quoted =
  '> Olga Owner: The oven arrives on Monday.\n> \n> Open project: https://app.test/projects/1'

const cases: { name: string; mail: string }[] = [
  {
    name: 'English Gmail',
    mail: `Monday works.\n\nOn Tue, Dec 1, 2026 at 10:00 AM Codeva <reply+p1-2-3-abc@in.test> wrote:\n${quoted}`,
  },
  {
    name: 'English Gmail, header wrapped',
    mail: `Monday works.\n\nOn Tue, Dec 1, 2026 at 10:00 AM Codeva <\nreply+p1-2-3-abc@in.test> wrote:\n${quoted}`,
  },
  {
    name: 'English Apple Mail',
    mail: `Monday works.\n\nOn 1 Dec 2026, at 10:00, Codeva <reply+p1@in.test> wrote:\n\n${quoted}`,
  },
  {
    name: 'Slovak Gmail',
    mail: `Monday works.\n\nut 1. 12. 2026 o 10:00 Codeva <reply+p1@in.test> napísal(a):\n${quoted}`,
  },
  {
    name: 'Slovak Thunderbird',
    mail: `Monday works.\n\nDňa 1. 12. 2026 o 10:00 Codeva napísal(a):\n${quoted}`,
  },
  {
    name: 'Czech Gmail',
    mail: `Monday works.\n\nút 1. 12. 2026 v 10:00 odesílatel Codeva <reply+p1@in.test> napsal:\n${quoted}`,
  },
  {
    name: 'Czech Thunderbird',
    mail: `Monday works.\n\nDne 1. 12. 2026 v 10:00 Codeva napsal(a):\n${quoted}`,
  },
  {
    name: 'German Gmail',
    mail: `Monday works.\n\nAm Di., 1. Dez. 2026 um 10:00 Uhr schrieb Codeva <reply+p1@in.test>:\n${quoted}`,
  },
  {
    name: 'German Thunderbird',
    mail: `Monday works.\n\nAm 01.12.26 um 10:00 schrieb Codeva:\n${quoted}`,
  },
  {
    name: 'English Outlook',
    mail: 'Monday works.\n\n________________________________\nFrom: Codeva <reply+p1@in.test>\nSent: Tuesday, December 1, 2026 10:00 AM\nTo: Milan\nSubject: 2 unread messages\n\nOlga Owner: The oven arrives on Monday.',
  },
  {
    name: 'Slovak Outlook',
    mail: 'Monday works.\n\nOd: Codeva <reply+p1@in.test>\nOdoslané: utorok 1. decembra 2026 10:00\nKomu: Milan\nPredmet: 2 neprečítané správy\n\nOlga Owner: The oven arrives on Monday.',
  },
  {
    name: 'Czech Outlook',
    mail: 'Monday works.\n\nOd: Codeva <reply+p1@in.test>\nOdesláno: úterý 1. prosince 2026 10:00\nKomu: Milan\nPředmět: 2 nepřečtené zprávy\n\nOlga Owner: The oven arrives on Monday.',
  },
  {
    name: 'German Outlook',
    mail: 'Monday works.\n\nVon: Codeva <reply+p1@in.test>\nGesendet: Dienstag, 1. Dezember 2026 10:00\nAn: Milan\nBetreff: 2 ungelesene Nachrichten\n\nOlga Owner: The oven arrives on Monday.',
  },
  {
    name: 'Outlook "Original Message"',
    mail: 'Monday works.\n\n-----Original Message-----\nFrom: Codeva\nSent: Tuesday\n\nOlga Owner: The oven arrives on Monday.',
  },
  { name: 'a signature after "-- "', mail: 'Monday works.\n\n-- \nMilan Member\nBakery Ltd.' },
  { name: 'iPhone (en)', mail: 'Monday works.\n\nSent from my iPhone' },
  { name: 'iPhone (sk)', mail: 'Monday works.\n\nOdoslané z iPhonu' },
  { name: 'iPhone (cs)', mail: 'Monday works.\n\nOdesláno z iPhonu' },
  { name: 'iPhone (de)', mail: 'Monday works.\n\nVon meinem iPhone gesendet' },
  { name: 'Android Outlook', mail: 'Monday works.\n\nGet Outlook for Android' },
  { name: 'a bare quote below', mail: `Monday works.\n\n${quoted}` },
]

test.group('Only the reply of an e-mail', () => {
  for (const { name, mail } of cases) {
    test(`${name}: the quote and signature are cut off`, ({ assert }) => {
      assert.equal(replyText(mail), 'Monday works.')
      assert.equal(replyText(mail.replace(/\n/g, '\r\n')), 'Monday works.')
    })
  }

  test('a reply of several paragraphs keeps them all, and a colon in the text is not a quote', ({
    assert,
  }) => {
    const mail = 'Monday works.\n\nMy colleague wrote:\nthe oven needs 380 V.\n\nThanks, Milan'
    assert.equal(replyText(mail), mail)
  })

  test('an HTML-only reply becomes text without its quoted original', ({ assert }) => {
    const gmail =
      '<div dir="ltr">Monday <b>works</b>.<br>See you.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue wrote:</div><blockquote class="gmail_quote">old</blockquote></div>'
    assert.equal(htmlReplyText(gmail), 'Monday works.\nSee you.')
    const apple =
      '<html><body><p>Monday works.</p><blockquote type="cite"><div>Olga: old</div></blockquote></body></html>'
    assert.equal(htmlReplyText(apple), 'Monday works.')
    const outlook =
      '<p>Monday works.</p><div id="divRplyFwdMsg"><b>From:</b> Codeva<br><b>Sent:</b> Tuesday</div><div>old</div>'
    assert.equal(htmlReplyText(outlook), 'Monday works.')
  })
})
