import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import UserPolicy from '#policies/user_policy'
import User from '#models/user'
import { roleValidator } from '#validators/team'
import {
  changeRole,
  deactivate,
  reactivate,
  resendVerification,
} from '#actions/team/manage_account'
import { recordId } from '#infrastructure/record_id'

/*
| Staff management on a person's page: role, deactivation and a new verification link. The
| password is confirmed first (the routes' confirmPassword middleware); the rules that need the
| database (the last staff account) are the actions'.
*/
export default class AccountsController {
  async role(ctx: HttpContext) {
    const person = await this.#authorized(ctx)
    const { role } = await ctx.request.validateUsing(roleValidator)
    const changed = await changeRole(ctx.auth.user!, person.id, role)
    return this.#back(ctx, person, changed && (role === 'super_admin' ? 'promoted' : 'demoted'))
  }

  async deactivate(ctx: HttpContext) {
    const person = await this.#authorized(ctx)
    const changed = await deactivate(ctx.auth.user!, person.id)
    return this.#back(ctx, person, changed && 'deactivated')
  }

  async reactivate(ctx: HttpContext) {
    const person = await this.#authorized(ctx)
    const changed = await reactivate(ctx.auth.user!, person.id)
    return this.#back(ctx, person, changed && 'reactivated')
  }

  async verification(ctx: HttpContext) {
    const person = await this.#authorized(ctx)
    await resendVerification(person)
    return this.#back(ctx, person, 'verificationSent')
  }

  /* Clients are told nothing (404); staff on their own account are refused (403). */
  async #authorized({ bouncer, params }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const person = await User.findOrFail(recordId(params.id))
    await bouncer.with(UserPolicy).authorize('manage', person)
    return person
  }

  #back({ session, response, i18n }: HttpContext, person: User, done: string | null) {
    if (done) session.flash('success', i18n.t(`team.flash.${done}`, { name: person.fullName }))
    return response.redirect().toRoute('team.show', { id: person.id })
  }
}
