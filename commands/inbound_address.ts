import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
| The reply address an unread digest of a project carries for one of its members, to try the
| receiver once the MX record is set (docs/operations.md): mail to it from that member's address
| lands in the project's chat as theirs. Refused for anyone who may not post there by e-mail.
*/
export default class InboundAddress extends BaseCommand {
  static commandName = 'inbound:address'
  static description =
    "Print a member's reply address for a project's chat (to try replies by e-mail)"
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Project id', required: true })
  declare project: number

  @flags.string({ description: "The member's e-mail address", required: true })
  declare email: string

  async run() {
    const { default: inboundMailConfig } = await import('#config/inbound_mail')
    const { default: User } = await import('#models/user')
    const { findProjectFor } = await import('#actions/projects/find_project')
    const { default: ProjectPolicy } = await import('#policies/project_policy')
    const { replyAddress } = await import('#services/reply_tokens')
    if (!inboundMailConfig.domain) {
      this.logger.error('INBOUND_DOMAIN is not set: e-mails carry no reply address')
      this.exitCode = 1
      return
    }
    const user = await User.query()
      .whereRaw('lower(email) = ?', [this.email.trim().toLowerCase()])
      .first()
    const project = user
      ? await findProjectFor(user, this.project, { counts: false }).catch(() => null)
      : null
    if (!user || !project || new ProjectPolicy().post(user, project) !== true) {
      this.logger.error(`${this.email} may not post in project ${this.project}`)
      this.exitCode = 1
      return
    }
    this.logger.log(replyAddress({ kind: 'project', id: project.id, recipientId: user.id })!)
  }
}
