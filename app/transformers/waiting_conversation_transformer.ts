import { BaseTransformer } from '@adonisjs/core/transformers'
import type Conversation from '#models/conversation'
import { visitorAlias } from '#shared/visitor_alias'

/*
| A conversation waiting for the team, as the staff dashboard lists it: who, who answers, and
| since when the person waits. Load `user` and `assignedTo`, and the `waited_from` extra
| (app/actions/dashboard/staff_dashboard.ts).
*/
export default class WaitingConversationTransformer extends BaseTransformer<Conversation> {
  toObject() {
    const conversation = this.resource
    const assignee = conversation.assignedTo
    return {
      id: conversation.id,
      kind: conversation.kind,
      name: conversation.displayName,
      email: conversation.displayEmail,
      // The inbox's made-up name for someone who gave none, so both screens say the same.
      alias: visitorAlias(conversation.id),
      assignedTo: assignee ? { id: assignee.id, name: assignee.fullName } : null,
      waitingSince: (conversation.$extras.waited_from as string | null) ?? null,
    }
  }
}
