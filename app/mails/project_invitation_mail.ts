import { ActionMail } from '#mails/action_mail'
import type { MailContent } from '#mails/app_mail'
import type { AssignableRole } from '#shared/projects'

export type InvitationMailDetails = {
  projectName: string
  inviterName: string
  role: AssignableRole
  url: string
  /* An address without an account is asked to create one; an account holder to accept. */
  hasAccount: boolean
}

/*
| The invitation to a project, in the recipient's language (their account's, or the inviter's
| for an address without an account). The link is single use and expires in 7 days.
*/
export default class ProjectInvitationMail extends ActionMail {
  constructor(
    recipient: { email: string; fullName: string; locale: string },
    private details: InvitationMailDetails
  ) {
    super(recipient)
  }

  protected body() {
    const { projectName, inviterName, role, url, hasAccount } = this.details
    const values = { project: projectName, inviter: inviterName, role }
    return {
      subject: this.t('projects.mail.invitation.subject', values),
      lines: [
        this.t('projects.mail.invitation.line', values),
        this.t(
          hasAccount ? 'projects.mail.invitation.accept' : 'projects.mail.invitation.signUp',
          values
        ),
      ],
      action: {
        label: this.t(
          hasAccount
            ? 'projects.mail.invitation.acceptAction'
            : 'projects.mail.invitation.signUpAction'
        ),
        url,
      },
      outro: [
        this.t('projects.mail.invitation.expires'),
        this.t('projects.mail.invitation.ignore'),
      ],
    }
  }

  /* Someone without an account has no name here yet: "Hello," rather than "Hello jane@…,". */
  protected content(): MailContent {
    const content = super.content()
    if (!this.recipient.fullName) {
      content.data.greeting = this.t('projects.mail.invitation.greeting')
    }
    return content
  }
}
