import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findPendingInvitation, findProjectFor } from '#actions/projects/find_project'

/* Owner or staff withdraw a pending invitation: its link stops working. Authorize `invite`. */
export async function revokeInvitation(actor: User, projectId: number, invitationId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const invitation = await findPendingInvitation(trx, project.id, invitationId)
    invitation.revokedAt = DateTime.now()
    await invitation.save()
    return invitation
  })
}
