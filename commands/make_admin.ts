import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class MakeAdmin extends BaseCommand {
  static commandName = 'make:admin'
  static description = 'Create a staff account (role super_admin) or promote an existing user'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mail address of the account', required: true })
  declare email: string

  @flags.string({ description: 'Full name (for a new account)', default: 'Staff' })
  declare name: string

  @flags.string({ description: 'Password (required for a new account, min. 8 characters)' })
  declare password?: string

  async run() {
    const { upsertStaffAccount } = await import('#services/staff_accounts')
    if (this.password !== undefined && this.password.length < 8) {
      this.logger.error('The password must be at least 8 characters long')
      this.exitCode = 1
      return
    }
    try {
      const { user, created } = await upsertStaffAccount({
        email: this.email,
        fullName: this.name,
        password: this.password,
      })
      this.logger.success(`${created ? 'Created' : 'Promoted'} ${user.email} as super_admin`)
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
