/*
| The real-time contract: every channel, its events and their payloads, imported by the server
| (channel rules, broadcasts) and by the browser (Echo subscriptions), so a name or a payload
| cannot drift between the two sides. A feature adds its channel here and nowhere else.
*/

import type { InferData, InferVariants } from '@adonisjs/core/types/transformers'
import type ProjectTransformer from '#transformers/project_transformer'
import type ProjectMemberTransformer from '#transformers/project_member_transformer'
import type ProjectInvitationTransformer from '#transformers/project_invitation_transformer'
import type MessageTransformer from '#transformers/message_transformer'
import type ConversationTransformer from '#transformers/conversation_transformer'
import type ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import type ConversationNoteTransformer from '#transformers/conversation_note_transformer'
import type { ConversationStatus, MessageSender } from '#shared/conversations'
import type OfferTransformer from '#transformers/offer_transformer'
import type NotificationTransformer from '#transformers/notification_transformer'

type Kind = 'private' | 'presence'

/* `{id}` in a pattern becomes a parameter of the same name. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string | number }
  : {}

export interface ChannelDefinition<
  Pattern extends string = string,
  Events extends Record<string, unknown> = Record<string, unknown>,
> {
  kind: Kind
  /* The full name pattern the channel rules match, e.g. `private-user.{id}`. */
  pattern: `${Kind}-${Pattern}`
  /* The full channel name the server broadcasts on. */
  name(params: ParamsOf<Pattern>): string
  /* The name Echo takes (`echo.private(...)`/`echo.join(...)` add the prefix themselves). */
  echoName(params: ParamsOf<Pattern>): string
  /* Type-only: the events this channel carries and their payloads. */
  readonly events?: Events
}

function defineChannel<Events extends Record<string, unknown>>() {
  return <Pattern extends string>(
    kind: Kind,
    pattern: Pattern
  ): ChannelDefinition<Pattern, Events> => {
    const fill = (params: Record<string, string | number>) =>
      pattern.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))
    return {
      kind,
      pattern: `${kind}-${pattern}`,
      name: (params) => `${kind}-${fill(params)}`,
      echoName: (params) => fill(params),
    }
  }
}

export type EventsOf<C> = C extends ChannelDefinition<string, infer Events> ? Events : never
export type EventName<C> = Extract<keyof EventsOf<C>, string>
export type ParamsOfChannel<C> = C extends ChannelDefinition<infer P> ? ParamsOf<P> : never

/* A personal notice shown as a toast on whatever page the user is on. */
export interface UserNotice {
  message: string
  kind?: 'success' | 'info' | 'error'
}

/*
| Payloads that are records are the very output of their transformer (what the page loaded for
| the same record), so a page can put an event's payload where the loaded one was.
*/
type ProjectMember = InferData<ProjectMemberTransformer>
type ProjectListItem = InferData<ProjectTransformer>
type ProjectMessage = InferData<MessageTransformer>
type MyInvitation = InferVariants<ProjectInvitationTransformer>['toMine']
type OfferListItem = InferData<OfferTransformer>
export type NotificationItem = InferData<NotificationTransformer>

/* The project a personal event is about, named so a toast can say which one. */
export interface ProjectRef {
  projectId: number
  projectName: string
}

/*
| A user's unread chat messages changed: a message arrived in one of their projects, or they read
| one (perhaps in another tab). `unread` is that project's count, `total` the sidebar's.
*/
export interface UnreadChange {
  projectId: number
  unread: number
  total: number
}

export const userChannel = defineChannel<{
  'notice': UserNotice
  /* Someone invited this account; the dashboard lists the invitation. */
  'project.invited': MyInvitation
  /* This account joined a project (it accepted an invitation, perhaps in another tab). */
  'project.member_added': ProjectRef & { project: ProjectListItem }
  /* This account was removed from a project: its open project page leaves. */
  'project.member_removed': ProjectRef
  /* A project this account belonged to was deleted: its lists drop it (and say so, unless the
     deletion was this account's own, which its flash message already confirms). */
  'project.deleted': ProjectRef & { byYou: boolean }
  /* This account's role in a project changed: what its pages allow changes with it. */
  'project.role_changed': ProjectRef & { role: ProjectMember['role'] }
  /* Staff only: an offer was opened, delivered, failed or re-sent; open offer pages reload it. */
  'offer.updated': { offer: OfferListItem }
  /* Staff only: a recipient answered from the online view (the toast comes as a `notice`). */
  'offer.responded': { offer: OfferListItem }
  /* Staff and the project's owner: an invoice they may see changed (paid, partly paid, issued);
     open invoice pages and dashboards reload it. */
  'invoice.updated': { invoiceId: number; projectId: number }
  'unread.changed': UnreadChange
  /* A notification was made or took another event (bundled): the bell and /notifications
     put it first; `unread` is the bell's count. */
  'notification.changed': { notification: NotificationItem; unread: number }
  /* Notifications were read (in another tab, or all at once): `ids` or every one. */
  'notifications.read': { ids: number[] | 'all'; unread: number }
}>()('private', 'user.{id}')

/*
| Everyone looking at a project (its members and staff): who is online (presence, `user_info`
| below), the message stream (notices today, the chat next) and changes to the members and the
| project itself, so open pages follow without a reload.
*/
export interface ProjectPresenceInfo {
  name: string
  initials: string
  role: ProjectMember['role'] | 'staff'
}

/*
| A chat message as an event: the page's own `Message`, except that one too long for an event
| (over 10 KB) comes without its text and `partial: true`, for the page to fetch.
*/
export type ChatMessagePayload = ProjectMessage & { partial?: true }

/* The client event of someone typing (`client-typing`; Echo's whisper adds the prefix). */
export const TYPING_EVENT = 'typing'
export interface TypingWhisper {
  userId: number
  name: string
  /* false: stopped (sent, or cleared the composer), so the indicator goes at once. */
  typing: boolean
}

export const projectChannel = defineChannel<{
  'message.created': ChatMessagePayload
  'message.updated': ChatMessagePayload
  'message.deleted': ChatMessagePayload
  'member.added': ProjectMember
  'member.updated': ProjectMember
  'member.removed': { id: number; userId: number }
  /* Name, status, progress, the plan...: the page reloads its project. */
  'project.updated': { projectId: number }
  'project.deleted': ProjectRef
}>()('presence', 'project.{id}')

/*
| The chat panel. One private channel per conversation, joined by the visitor holding its
| token (or the client it belongs to) and by the team: messages, its state (closed, blocked,
| assigned) and the typing whisper `client-typing` both ways.
*/
type ConversationMessageData = InferData<ConversationMessageTransformer>
type InboxItem = InferVariants<ConversationTransformer>['toInboxItem']

export interface ConversationState {
  status: ConversationStatus
  blocked: boolean
  assignedTo: { id: number; name: string } | null
  /* Closed, and the person may rate it (again: a new score replaces theirs). */
  ratingOffered: boolean
  rating: number | null
}

/* The whisper a typing side sends (pusher client event `client-typing`). */
export interface ChatTyping {
  sender: MessageSender
  name: string | null
}

export const conversationChannel = defineChannel<{
  'message.created': ConversationMessageData
  'conversation.updated': ConversationState
}>()('private', 'conversation.{id}')

/*
| The team: one presence channel every staff page joins (the shell), so the visitor's panel can
| say whether someone is online now, and the inbox hears what arrives: a new conversation, a new
| message, a change of state, with the count of unread threads for the sidebar.
*/
export interface StaffPresenceInfo {
  name: string
  initials: string
}

export const staffChannel = defineChannel<{
  'inbox.updated': { item: InboxItem; unreadCount: number }
  'inbox.message': { conversationId: number; message: ConversationMessageData }
  /* An internal note: on this channel only, never on the conversation's own (the visitor's). */
  'inbox.note': { conversationId: number; note: InferData<ConversationNoteTransformer> }
}>()('presence', 'staff')

/*
| Echo namespaces event names unless they start with a dot; the server broadcasts the bare name.
| Both sides go through these two so the rule lives in one place.
*/
export const echoEvent = (event: string) => `.${event}`
