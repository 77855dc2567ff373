import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import productConfig from '#config/product'

/*
| The team's answer to a contact-form message, in the language the visitor wrote in, signed by
| the team member; the visitor's answer lands in the thread (its reply address) or, without an
| inbound domain, reaches the company.
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
    this.replyThread = { kind: 'conversation', id: conversation.id, recipientId: 0 }
    this.fallbackReplyTo = {
      address: productConfig.company.email,
      name: productConfig.company.name,
    }
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
}
