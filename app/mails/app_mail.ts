import { BaseMail } from '@adonisjs/mail'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import productConfig from '#config/product'
import inboundMailConfig from '#config/inbound_mail'
import { replyAddress, type ReplyThread } from '#services/reply_tokens'
import { formatPostalAddress } from '#shared/postal_address'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { outboxContext } from '#actions/mail/store_mail'

export type MailRecipient = { email: string; fullName: string; locale: string }

/*
| Files sent with a message, as an e-mail names them: "Attached files:" and each name linking
| to the app, which asks to sign in (or reopens the conversation) and checks access there. An
| e-mail never carries the files themselves.
*/
export type FileLinks = { label: string; items: { name: string; url: string }[] }

/* A mail's own part: its subject, its view (`emails/{view}` and `emails/{view}_text`) and data. */
export type MailContent = { subject: string; view: string; data: Record<string, unknown> }

/*
| Every e-mail of the product extends this. It is written in the recipient's language (their
| locale when the product speaks it, else the default), inside one layout
| (resources/views/emails/layout[_text].edge): the product's name on top, the signature, and the
| company with its postal address at the foot, the country named in the recipient's language.
| The views get finished strings, so a queue worker renders them from JSON alone.
*/
export abstract class AppMail extends BaseMail {
  /* Mails to the company's own team are not signed by it. */
  protected signed = true

  /*
  | A mail the app may hand over again after a worker died mid-way (the digest, reply e-mails)
  | names itself: mail clients show messages with the same Message-ID once.
  */
  protected messageKey: string | null = null

  /*
  | A mail that invites an answer names its thread: with an inbound domain configured, its
  | Reply-To is that thread's signed address (app/services/reply_tokens.ts), and the answer
  | lands in the thread (app/services/inbound_mail.ts). Without one, `fallbackReplyTo` (if any).
  */
  protected replyThread: ReplyThread | null = null
  protected fallbackReplyTo: { address: string; name: string } | null = null

  constructor(protected recipient: MailRecipient) {
    super()
  }

  protected abstract content(): MailContent

  protected get language() {
    return i18nManager.getSupportedLocaleFor([this.recipient.locale]) ?? i18nManager.defaultLocale
  }

  protected t(key: string, data?: Record<string, unknown>) {
    return i18nManager.locale(this.language).t(key, data)
  }

  /* Files named for the views (emails/file_links[_text].edge); null when there are none. */
  protected fileLinks(items: FileLinks['items']): FileLinks | null {
    if (items.length === 0) return null
    return { label: this.t('files.mail.files', { count: items.length }), items }
  }

  /* The same as a quoted message's `files`, left out when there are none. */
  protected withFiles(items: FileLinks['items']) {
    const files = this.fileLinks(items)
    return files ? { files } : {}
  }

  prepare() {
    const { subject, view, data } = this.content()
    const { name: product, company } = productConfig
    const layout = {
      lang: this.language,
      subject,
      product,
      company: company.name,
      address: formatPostalAddress(company.address, this.language),
      signature: this.signed ? this.t('common.mail.signature', { product }) : null,
    }
    this.message
      .to(this.recipient.email, this.recipient.fullName)
      .subject(subject)
      .htmlView(`emails/${view}`, { ...data, layout })
      .textView(`emails/${view}_text`, { ...data, layout })
    if (this.messageKey) {
      this.message.messageId(`<${this.messageKey}@${inboundMailConfig.messageIdDomain}>`)
    }
    const reply = this.replyThread ? replyAddress(this.replyThread) : null
    if (reply) this.message.replyTo(reply, productConfig.name)
    else if (this.fallbackReplyTo) {
      this.message.replyTo(this.fallbackReplyTo.address, this.fallbackReplyTo.name)
    }
  }

  /*
  | Stores the mail in the outbox (app/actions/mail/store_mail.ts), which hands it to the server
  | until it is accepted. Given the transaction of what caused it, it is stored with it (and a
  | failure to store it fails that transaction); without one, a failure is logged and does not
  | undo what the user just did.
  */
  async queue(trx?: TransactionClientContract, link: { offerId?: number } = {}) {
    const context = { kind: this.constructor.name, trx, ...link }
    if (trx) return outboxContext.run(context, () => mail.sendLater(this))
    try {
      await outboxContext.run(context, () => mail.sendLater(this))
    } catch (error) {
      logger.error({ err: error, mail: this.constructor.name }, 'Could not store an e-mail')
    }
  }
}
