import { DateTime } from 'luxon'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import { recordId } from '#infrastructure/record_id'

/* The invited account says no, from its dashboard: the invitation is withdrawn like a revoke. */
export async function declineInvitation(user: User, id: number) {
  const invitation = await ProjectInvitation.query()
    .withScopes((scopes) => scopes.pending())
    .where('id', recordId(id))
    .where('email', user.email)
    .firstOrFail()
  invitation.revokedAt = DateTime.now()
  await invitation.save()
}
