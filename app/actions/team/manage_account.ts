import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type UserRole } from '#models/user'
import { TeamRuleError } from '#actions/team/team_rule_error'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { resendVerificationLink } from '#actions/auth/resend_verification_link'
import { afterCommit } from '#infrastructure/after_commit'
import { record, type AuditSubject } from '#services/audit_log'
import { revokeUserChannels } from '#infrastructure/access_revocation'

/*
| The back office's changes to an account (authorize UserPolicy.manage first). Each runs in a
| transaction that first locks the staff accounts and reads the actor again, so two staff
| demoting or deactivating each other at the same moment cannot leave the team without an
| active staff account: the second finds it is no longer staff, or the last one.
*/

function subjectOf(person: User): AuditSubject {
  return { type: 'user', id: person.id, label: `${person.fullName} <${person.email}>` }
}

async function lockFor(trx: TransactionClientContract, actor: User, personId: number) {
  const staff = await User.query({ client: trx })
    .where('role', 'super_admin')
    .whereNull('deactivated_at')
    .forUpdate()
  if (!staff.some((user) => user.id === actor.id)) throw new TeamRuleError('team.errors.notStaff')
  const person = await User.findOrFail(personId, { client: trx })
  return { person, otherActiveStaff: staff.filter((user) => user.id !== person.id).length }
}

/* Promote a client to staff or demote staff to client; never the last active staff account. */
export async function changeRole(actor: User, personId: number, role: UserRole) {
  const person = await db.transaction(async (trx) => {
    const { person: found, otherActiveStaff } = await lockFor(trx, actor, personId)
    if (found.role === role) return null
    if (found.isStaff && !found.deactivatedAt && otherActiveStaff === 0) {
      throw new TeamRuleError('team.errors.lastStaff')
    }
    const before = found.role
    found.useTransaction(trx)
    found.role = role
    await found.save()
    await record(
      actor,
      role === 'super_admin' ? 'user.promoted' : 'user.demoted',
      subjectOf(found),
      { before: { role: before }, after: { role } },
      { trx }
    )
    // What the old role let their open pages hear (the inbox, every project) is authorised again.
    afterCommit(trx, () => revokeUserChannels(found.id))
    return found
  })
  return person
}

/*
| Deactivated: it cannot sign in, its sessions and remember-me tokens end and its open sockets
| close at once; its projects, messages and conversations stay.
*/
export async function deactivate(actor: User, personId: number) {
  const person = await db.transaction(async (trx) => {
    const { person: found, otherActiveStaff } = await lockFor(trx, actor, personId)
    if (found.deactivatedAt) return null
    if (found.isStaff && otherActiveStaff === 0) throw new TeamRuleError('team.errors.lastStaff')
    found.useTransaction(trx)
    found.deactivatedAt = DateTime.now()
    await found.save()
    await record(
      actor,
      'user.deactivated',
      subjectOf(found),
      { before: { active: true }, after: { active: false } },
      { trx }
    )
    return found
  })
  // Outside the transaction: the session store may share SQLite's one connection.
  if (person) await endAllSessions(person)
  return person
}

export async function reactivate(actor: User, personId: number) {
  return db.transaction(async (trx) => {
    const { person } = await lockFor(trx, actor, personId)
    if (!person.deactivatedAt) return null
    person.useTransaction(trx)
    person.deactivatedAt = null
    await person.save()
    await record(
      actor,
      'user.reactivated',
      subjectOf(person),
      { before: { active: false }, after: { active: true } },
      { trx }
    )
    return person
  })
}

/* A new verification link for an address not verified yet, through the outbox. */
export async function resendVerification(person: User) {
  if (person.isEmailVerified) throw new TeamRuleError('team.errors.alreadyVerified')
  if (!(await resendVerificationLink(person))) throw new TeamRuleError('team.errors.tooManyLinks')
}
