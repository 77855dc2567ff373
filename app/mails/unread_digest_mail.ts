import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import { AppMail, type MailRecipient } from '#mails/app_mail'

export type DigestMessage = {
  id: number
  authorName: string | null
  text: string
  /* Files sent with it: named with a link to the app (which asks to sign in), never attached. */
  files?: { id: string; name: string }[]
}

export type DigestDetails = {
  projectId: number
  /* The member it is written to: an answer to it is posted in the chat as them. */
  recipientId?: number
  projectName: string
  /* The first messages to quote (oldest first); `total` counts all of them. */
  messages: DigestMessage[]
  total: number
}

/* A quoted line stays a line: the first one of the message, cut at a word near 160 characters. */
const FIRST_LINE_MAX = 160

export function firstLine(text: string) {
  const line = text.trim().split(/\r?\n/)[0]?.trim() ?? ''
  if (line.length <= FIRST_LINE_MAX) return line
  const cut = line.slice(0, FIRST_LINE_MAX)
  const space = cut.lastIndexOf(' ')
  return `${(space > FIRST_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/*
| The away digest (actions/unread/send_unread_digests.ts): unread chat messages of one project,
| in the recipient's language: who wrote, the first line of each, and a button to the project.
| The footer says how to turn these e-mails off.
*/
export default class UnreadDigestMail extends AppMail {
  constructor(
    recipient: MailRecipient,
    private details: DigestDetails,
    messageKey: string | null = null
  ) {
    super(recipient)
    this.messageKey = messageKey
    if (details.recipientId) {
      this.replyThread = {
        kind: 'project',
        id: details.projectId,
        recipientId: details.recipientId,
      }
    }
  }

  protected content() {
    const { projectId, projectName, messages, total } = this.details
    const unknown = this.t('notifications.digest.deletedUser')
    const names = [...new Set(messages.map((message) => message.authorName ?? unknown))]
    const senders = new Intl.ListFormat(this.language, { type: 'conjunction' }).format(names)
    const url = router.urlBuilder.urlFor('projects.show', { id: projectId }, { prefixUrl: appUrl })
    const settingsUrl = router.urlBuilder.urlFor('notifications.edit', {}, { prefixUrl: appUrl })
    const more = total - messages.length
    return {
      subject: this.t('notifications.digest.subject', { count: total, project: projectName }),
      view: 'unread_digest',
      data: {
        greeting: this.t('common.mail.greeting', { name: this.recipient.fullName }),
        intro: this.t('notifications.digest.intro', {
          count: total,
          project: projectName,
          senders,
        }),
        messages: messages.map((message) => ({
          author: message.authorName ?? unknown,
          line: firstLine(message.text),
          ...this.withFiles(
            (message.files ?? []).map((file) => ({
              name: file.name,
              url: router.urlBuilder.urlFor('files.show', { id: file.id }, { prefixUrl: appUrl }),
            }))
          ),
        })),
        more: more > 0 ? this.t('notifications.digest.more', { count: more }) : null,
        action: { label: this.t('notifications.digest.action'), url },
        fallback: this.t('common.mail.actionFallback', {
          action: this.t('notifications.digest.action'),
        }),
        why: this.t('notifications.digest.why'),
        replies: this.t(
          this.replyThread
            ? 'notifications.digest.repliesRead'
            : 'notifications.digest.repliesNotRead'
        ),
        settings: { label: this.t('notifications.digest.turnOff'), url: settingsUrl },
      },
    }
  }
}
