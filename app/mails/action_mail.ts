import { AppMail, type FileLinks, type MailContent } from '#mails/app_mail'

/* A paragraph, with the files sent with it when it quotes a message. */
export type ActionMailLine = string | { text: string; files: FileLinks | null }

/*
| A greeting, a few paragraphs, at most one button (or one row of choices, each a link, as a
| rating's scores), then the fine print.
*/
export type ActionMailContent = {
  subject: string
  lines: ActionMailLine[]
  action?: { label: string; url: string }
  choices?: { label: string; items: { label: string; url: string }[] }
  outro: string[]
}

/*
| The mail that asks the reader to do one thing (verify an address, choose a password, accept an
| invitation): greeted by name, one button, and the button's address spelled out below for mail
| clients that do not show buttons.
*/
export abstract class ActionMail extends AppMail {
  protected abstract body(): ActionMailContent

  protected content(): MailContent {
    const { subject, lines, action, choices, outro } = this.body()
    return {
      subject,
      view: 'action',
      data: {
        greeting: this.t('common.mail.greeting', { name: this.recipient.fullName }),
        lines: lines.map((line) => (typeof line === 'string' ? { text: line, files: null } : line)),
        action: action ?? null,
        choices: choices ?? null,
        outro,
        fallback: action ? this.t('common.mail.actionFallback', { action: action.label }) : null,
      },
    }
  }
}
