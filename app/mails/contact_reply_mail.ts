import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import type Conversation from '#models/conversation'
import type User from '#models/user'
import productConfig from '#config/product'

/*
| The team's answer to a contact-form message, in the language the visitor wrote in, signed by
| the team member; Reply-To is the company, so the visitor's answer reaches the team.
*/
export default class ContactReplyMail extends ActionMail {
  constructor(
    conversation: Conversation,
    private staff: User,
    private text: string
  ) {
    super({
      email: conversation.visitorEmail!,
      fullName: conversation.visitorName ?? '',
      locale: conversation.locale,
    })
  }

  protected body(): ActionMailContent {
    const product = productConfig.name
    return {
      subject: this.t('inbox.mail.contactReply.subject', { product }),
      lines: this.text.split(/\r?\n/).filter((line) => line.trim() !== ''),
      outro: [this.t('inbox.mail.contactReply.from', { name: this.staff.fullName, product })],
    }
  }

  prepare() {
    super.prepare()
    this.message.replyTo(productConfig.company.email, productConfig.company.name)
  }
}
