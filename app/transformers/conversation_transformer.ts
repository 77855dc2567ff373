import { BaseTransformer } from '@adonisjs/core/transformers'
import type Conversation from '#models/conversation'
import { visitorAlias } from '#shared/visitor_alias'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'
import type { LabelColour } from '#shared/conversation_labels'

/*
| A conversation as its visitor or client sees it (`toObject`: the panel and the client's page:
| no token, no notes about them) and as the team sees it (`toInboxItem`: the list row;
| `toInboxDetail`: the conversation page). Load `user` and `assignedTo`; a list row also takes
| the last message's text as its preview (one text, or a
| map by id for a page of rows).
*/
export default class ConversationTransformer extends BaseTransformer<Conversation> {
  constructor(
    conversation: Conversation,
    protected previews: Map<number, string> | string | null = null
  ) {
    super(conversation)
  }

  toObject() {
    const conversation = this.resource
    return {
      id: conversation.id,
      status: conversation.status,
      name: conversation.visitorName,
      email: conversation.visitorEmail,
      createdAt: isoOf(conversation.createdAt),
      lastActivityAt: isoOf(conversation.lastActivityAt),
      // Their own rating of it, and whether they are asked (closed, not switched off).
      ratingOffered: conversation.ratingOffered,
      // A model just created has no value read back for them yet.
      rating: conversation.rating ?? null,
      ratingComment: conversation.ratingComment ?? null,
    }
  }

  /* The rating page an e-mail's link opens: only the rating, nothing of the conversation. */
  toRating() {
    const conversation = this.resource
    return {
      ratingOffered: conversation.ratingOffered,
      rating: conversation.rating ?? null,
      ratingComment: conversation.ratingComment ?? null,
    }
  }

  toInboxItem() {
    const conversation = this.resource
    const assignee = conversation.assignedTo
    return {
      id: conversation.id,
      kind: conversation.kind,
      status: conversation.status,
      unread: conversation.unread,
      name: conversation.displayName,
      email: conversation.displayEmail,
      client: conversation.user
        ? { id: conversation.user.id, name: conversation.user.fullName }
        : null,
      locale: conversation.locale,
      startedOn: conversation.startedOn,
      assignedTo: assignee ? { id: assignee.id, name: assignee.fullName } : null,
      blocked: conversation.isBlocked,
      // The team's labels (load `labels`); never in `toObject`, which the person's pages get.
      labels: (conversation.labels ?? [])
        .map((label) => ({ id: label.id, name: label.name, colour: label.colour as LabelColour }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      // The made-up name and colour the team tells people apart by (never sent to the visitor).
      alias: visitorAlias(conversation.id),
      waitingSince: isoOrNull(conversation.waitingSince),
      preview:
        (this.previews instanceof Map ? this.previews.get(conversation.id) : this.previews) ?? null,
      lastActivityAt: isoOf(conversation.lastActivityAt),
      createdAt: isoOf(conversation.createdAt),
    }
  }

  /* One of the person's other threads (the person pane). */
  toEarlier() {
    const conversation = this.resource
    return {
      id: conversation.id,
      kind: conversation.kind,
      status: conversation.status,
      alias: visitorAlias(conversation.id),
      lastActivityAt: isoOf(conversation.lastActivityAt),
    }
  }

  toInboxDetail() {
    const conversation = this.resource
    return {
      ...this.toInboxItem(),
      blockedAt: isoOrNull(conversation.blockedAt),
      // The person's rating once it is closed, and whether they are asked for one.
      ratingEnabled: conversation.ratingEnabled,
      rating: conversation.rating
        ? {
            score: conversation.rating,
            comment: conversation.ratingComment,
            ratedAt: isoOrNull(conversation.ratedAt),
          }
        : null,
    }
  }
}
