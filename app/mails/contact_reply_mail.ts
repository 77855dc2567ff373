import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import productConfig from '#config/product'

/*
| The team's answer to a contact-form message, in the language the visitor wrote in, signed by
| the team member; Reply-To is the company, so the visitor's answer reaches the team.
*/
export default class ContactReplyMail extends ActionMail {
  /* `answer` with its author loaded (reply_mails.ts sends it). */
  constructor(
    conversation: Conversation,
    private answer: ConversationMessage
  ) {
    super({
      email: conversation.visitorEmail!,
      fullName: conversation.visitorName ?? '',
      locale: conversation.locale,
    })
    this.messageKey = `reply-${answer.id}`
  }

  protected body(): ActionMailContent {
    const product = productConfig.name
    return {
      subject: this.t('inbox.mail.contactReply.subject', { product }),
      lines: this.answer.body.split(/\r?\n/).filter((line) => line.trim() !== ''),
      outro: [
        this.t('inbox.mail.contactReply.from', {
          name: this.answer.author?.fullName ?? product,
          product,
        }),
      ],
    }
  }

  prepare() {
    super.prepare()
    this.message.replyTo(productConfig.company.email, productConfig.company.name)
  }
}
