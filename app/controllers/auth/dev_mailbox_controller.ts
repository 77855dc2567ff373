import type { HttpContext } from '@adonisjs/core/http'
import { listMails } from '#infrastructure/dev_mailbox'

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/* Linked as on every page of the app, so the browser shows the icon instead of guessing a URL. */
const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'

/*
| Development only (not registered in production): the e-mails the app "sent" without SMTP,
| newest first, each with its HTML part in a frame and its links. A developer tool, in English.
*/
export default class DevMailboxController {
  async index({ response }: HttpContext) {
    const mails = await listMails()
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p class="meta">To ${escape(mail.to.join(', '))} · ${escape(mail.sentAt)} · <a href="/dev/mailbox/${escape(mail.id)}">open HTML</a></p>
  <ul>${mail.links.map((link) => `<li><a href="${escape(link)}">${escape(link)}</a></li>`).join('')}</ul>
  <details><summary>Text part</summary><pre>${escape(mail.text)}</pre></details>
</article>`
      )
      .join('\n')
    response.header('content-type', 'text/html; charset=utf-8')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>${ICON}
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}.meta{color:#71717a;font-size:.85rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Development mailbox</h1><p>E-mails caught because SMTP_HOST is not set (newest first, last 50).</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`
  }

  async show({ params, response }: HttpContext) {
    const mail = (await listMails()).find((entry) => entry.id === params.id)
    if (!mail) return response.notFound('No such e-mail')
    response.header('content-type', 'text/html; charset=utf-8')
    // The e-mail as it was sent; only the preview page gets the icon, in its <head>.
    if (!mail.html) {
      return `<!doctype html><html><head><meta charset="utf-8">${ICON}</head><body><pre>${escape(mail.text)}</pre></body></html>`
    }
    return mail.html.includes('</head>')
      ? mail.html.replace('</head>', `${ICON}</head>`)
      : mail.html
  }
}
