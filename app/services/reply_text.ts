import EmailReplyParser from 'email-reply-parser'
import { convert } from 'html-to-text'

/*
| Only what the person wrote, from an e-mail's text: the quoted original, the "On … wrote:" line
| before it and the signature are cut off. `email-reply-parser` knows English, German and the
| usual clients' markers; it misses Slovak and Czech ("Dňa … napísal(a):", "Dne … napsal:",
| Outlook's "Od: / Odoslané: / Odesláno:" block, "Odoslané z iPhonu"), which the patterns below
| add. Both run: whichever cuts earlier wins. Cases: tests/unit/mail/reply_text.spec.ts.
*/
const WROTE =
  /(wrote|napísal|napísala|napísal\(a\)|napsal|napsala|napsal\(a\)|schrieb|geschrieben)\s*:\s*$/i
/* A quote header starts with one of these (Gmail, Apple Mail, Thunderbird in each language). */
const WROTE_START =
  /^\s*(on|dňa|dne|am|v|vo|ve|le)\s|^\s*\d|^\s*[a-zäöüčďěňřšťžýáíéúůô]{2,3}\.?,?\s+\d/i
/* Outlook and phones: a header block of the quoted message. */
const FROM_LINE = /^\s*\*?(from|od|von|de)\s*:\*?\s*\S/i
const SENT_LINE =
  /^\s*\*?(sent|date|odoslané|odosláno|odesláno|dátum|datum|gesendet|envoyé)\s*:\*?\s*\S/i
const SEPARATORS = [
  /^\s*-{2,}\s*(original message|pôvodná správa|původní zpráva|ursprüngliche nachricht)\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  /^-- ?$/,
]
const SIGNATURES = [
  /^\s*(sent from|get outlook for)\s.+$/i,
  /^\s*(odoslané|odosláno|odesláno|posláno|poslané)\s+(z|zo|ze|cez|přes)\s.+$/i,
  /^\s*von\s.+\sgesendet\s*$/i,
  /^\s*gesendet\s+(von|mit)\s.+$/i,
]

export function replyText(text: string) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const own = cutAt(lines)
  const mine = own === null ? lines : lines.slice(0, own)
  let visible = mine.join('\n')
  try {
    visible = new EmailReplyParser().read(visible).getVisibleText()
  } catch {
    // The library is a second opinion: its failure leaves our own cut.
  }
  return tidy(visible)
}

/* The first line where the quote, its header or the signature begins, or null. */
function cutAt(lines: string[]): number | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (index > 0 && SEPARATORS.some((pattern) => pattern.test(line))) return index
    if (index > 0 && SIGNATURES.some((pattern) => pattern.test(line))) return index
    // "On Tue, … <reply+…@…> wrote:" may be wrapped over two or three lines.
    const joined = [line, lines[index + 1] ?? '', lines[index + 2] ?? ''].map((l) => l.trim())
    for (let span = 1; span <= 3; span++) {
      const header = joined.slice(0, span).join(' ')
      if (WROTE.test(header) && WROTE_START.test(header) && header.length < 300) return index
    }
    if (FROM_LINE.test(line) && lines.slice(index + 1, index + 4).some((l) => SENT_LINE.test(l))) {
      return index
    }
    // A block of quoted lines with nothing of one's own after it.
    if (/^\s*>/.test(line) && lines.slice(index).every((l) => /^\s*(>|$)/.test(l))) return index
  }
  return null
}

function tidy(text: string) {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/*
| An HTML-only e-mail as text: the quoted original is dropped first where the client marks it
| (Gmail's gmail_quote, Apple Mail's and Thunderbird's blockquote type="cite", Outlook's
| divRplyFwdMsg and everything after it), then the rest is cut like any text.
*/
export function htmlReplyText(html: string) {
  const withoutQuote = html
    .replace(/<div[^>]+id="?(divRplyFwdMsg|appendonsend)"?[\s\S]*$/i, '')
    .replace(/<(div|blockquote)[^>]+class="?[^">]*gmail_quote[\s\S]*$/i, '')
    .replace(/<blockquote[^>]*type="?cite"?[\s\S]*?<\/blockquote>/gi, '')
    .replace(/<div[^>]+class="?moz-cite-prefix[\s\S]*$/i, '')
  const text = convert(withoutQuote, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'blockquote', format: 'skip' },
    ],
  })
  return replyText(text)
}
