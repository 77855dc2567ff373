import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import type { MailContent } from '#mails/app_mail'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import productConfig from '#config/product'

/*
| The team's replies a visitor has not seen, in one e-mail, in the language they chatted in, with
| a button that reopens the conversation (a signed link restoring the chat in that browser).
| Files sent with a reply are named, each linking to that same conversation: a visitor has no
| account, and the conversation is where the file may be read (never attached to the e-mail).
| `replies` come with their author and attachments loaded.
*/
export default class ConversationRepliesMail extends ActionMail {
  constructor(
    private conversation: Conversation,
    private replies: ConversationMessage[],
    private url: string
  ) {
    super({
      email: conversation.visitorEmail!,
      fullName: conversation.visitorName ?? '',
      locale: conversation.locale,
    })
    this.messageKey = `replies-${conversation.id}-${replies.at(-1)?.id ?? 0}`
    // An answer to this e-mail lands in the conversation (and reopens it).
    this.replyThread = { kind: 'conversation', id: conversation.id, recipientId: 0 }
  }

  protected body(): ActionMailContent {
    const product = productConfig.name
    return {
      subject: this.t('inbox.mail.replies.subject', { product, count: this.replies.length }),
      lines: [
        this.t('inbox.mail.replies.intro', { product, count: this.replies.length }),
        ...this.replies.map((reply) => ({
          text: `${reply.author?.fullName ?? product}: ${reply.body}`.trimEnd(),
          files: this.fileLinks(
            reply.attachments.map((file) => ({ name: file.name, url: this.url }))
          ),
        })),
      ],
      action: { label: this.t('inbox.mail.replies.action'), url: this.url },
      outro: [this.t('inbox.mail.replies.outro')],
    }
  }

  protected content(): MailContent {
    const content = super.content()
    if (!this.conversation.visitorName) content.data.greeting = this.t('inbox.mail.hello')
    return content
  }
}
