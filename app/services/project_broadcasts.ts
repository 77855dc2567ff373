import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { projectChannel, userChannel } from '#shared/realtime'
import { serializer } from '#infrastructure/serializer'
import type Message from '#models/message'
import type Project from '#models/project'
import type ProjectMember from '#models/project_member'
import type ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import MessageTransformer from '#transformers/message_transformer'
import ProjectMemberTransformer from '#transformers/project_member_transformer'
import ProjectTransformer from '#transformers/project_transformer'
import ProjectInvitationTransformer from '#transformers/project_invitation_transformer'

/*
| What open pages hear about projects (names and payloads in shared/realtime.ts). Payloads are
| the transformers' output, the same a page loads. Called after commit (infrastructure/after_commit).
*/
async function broadcaster() {
  return app.container.make(Broadcaster)
}

const ref = (project: Project) => ({ projectId: project.id, projectName: project.name })

export async function broadcastMessage(message: Message, author: User | null) {
  if (author) message.$setRelated('author', author)
  const payload = await serializer.serialize(MessageTransformer.transform(message))
  ;(await broadcaster()).send(projectChannel, { id: message.projectId }, 'message.created', payload)
}

export async function broadcastMemberAdded(project: Project, member: ProjectMember) {
  const channel = await broadcaster()
  const payload = await serializer.serialize(ProjectMemberTransformer.transform(member))
  channel.send(projectChannel, { id: project.id }, 'member.added', payload)
  project.viewerRole = member.role
  const item = await serializer.serialize(ProjectTransformer.transform(project, member.user))
  channel.send(userChannel, { id: member.userId }, 'project.member_added', {
    ...ref(project),
    project: item,
  })
}

export async function broadcastMemberUpdated(project: Project, member: ProjectMember) {
  const channel = await broadcaster()
  const payload = await serializer.serialize(ProjectMemberTransformer.transform(member))
  channel.send(projectChannel, { id: project.id }, 'member.updated', payload)
  channel.send(userChannel, { id: member.userId }, 'project.role_changed', {
    ...ref(project),
    role: member.role,
  })
}

export async function broadcastMemberRemoved(project: Project, member: ProjectMember) {
  const channel = await broadcaster()
  channel.send(projectChannel, { id: project.id }, 'member.removed', {
    id: member.id,
    userId: member.userId,
  })
  channel.send(userChannel, { id: member.userId }, 'project.member_removed', ref(project))
}

export async function broadcastProjectUpdated(project: Project) {
  ;(await broadcaster()).send(projectChannel, { id: project.id }, 'project.updated', {
    projectId: project.id,
  })
}

/* Its open pages leave; its members' lists drop it and their badges lose its unread messages. */
export async function broadcastProjectDeleted(
  project: Project,
  members: Map<number, { unread: number; total: number }>,
  actorId: number
) {
  const channel = await broadcaster()
  channel.send(projectChannel, { id: project.id }, 'project.deleted', ref(project))
  for (const [userId, { unread, total }] of members) {
    channel.send(userChannel, { id: userId }, 'project.deleted', {
      ...ref(project),
      byYou: userId === actorId,
    })
    if (unread > 0) {
      channel.send(userChannel, { id: userId }, 'unread.changed', {
        projectId: project.id,
        unread: 0,
        total: total - unread,
      })
    }
  }
}

/* An existing account hears about its invitation at once (the dashboard lists it). */
export async function broadcastInvited(invitation: ProjectInvitation, invitee: User) {
  const payload = await serializer.serialize(
    ProjectInvitationTransformer.transform(invitation).useVariant('toMine')
  )
  ;(await broadcaster()).send(userChannel, { id: invitee.id }, 'project.invited', payload)
}
