import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import type Conversation from '#models/conversation'
import productConfig from '#config/product'

/*
| "How did we do?" after the team closed a conversation: five links, one per score, each opening
| the rating page with that score chosen (the page records it, then takes a comment). In the
| language the person chatted in. An answer to the e-mail lands in the conversation and reopens
| it, as the reply e-mails' do.
*/
export default class ConversationRatingMail extends ActionMail {
  constructor(
    private conversation: Conversation,
    private links: { score: number; url: string }[]
  ) {
    super({
      email: conversation.displayEmail!,
      fullName: conversation.displayName ?? '',
      locale: conversation.locale,
    })
    this.messageKey = `rating-${conversation.id}`
    this.replyThread = { kind: 'conversation', id: conversation.id, recipientId: 0 }
  }

  protected body(): ActionMailContent {
    const product = productConfig.name
    return {
      subject: this.t('inbox.mail.rating.subject', { product }),
      lines: [this.t('inbox.mail.rating.intro', { product })],
      choices: {
        label: this.t('inbox.mail.rating.choose'),
        items: this.links.map(({ score, url }) => ({
          label: this.t('inbox.mail.rating.choice', {
            score,
            words: this.t(`chat_panel.rating.words.${score}`),
          }),
          url,
        })),
      },
      outro: [this.t('inbox.mail.rating.outro')],
    }
  }

  protected content() {
    const content = super.content()
    if (!this.conversation.displayName) content.data.greeting = this.t('inbox.mail.hello')
    return content
  }
}
