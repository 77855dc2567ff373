import Conversation from '#models/conversation'
import Project from '#models/project'

/*
| Who the team is talking to, for the person pane: their other threads (by their account, or by
| the e-mail address they gave) and, with an account, the projects they belong to.
*/
export async function personOf(conversation: Conversation) {
  const email = conversation.displayEmail?.toLowerCase() ?? null
  const earlier =
    conversation.userId || email
      ? await Conversation.query()
          .whereNot('id', conversation.id)
          .where((where) => {
            if (conversation.userId) where.orWhere('user_id', conversation.userId)
            if (email) where.orWhereRaw('lower(visitor_email) = ?', [email])
          })
          .orderBy('last_activity_at', 'desc')
          .limit(5)
      : []
  const projects = conversation.userId
    ? await Project.query()
        .whereHas('memberships', (member) => member.where('user_id', conversation.userId!))
        .orderBy('last_activity_at', 'desc')
        .limit(5)
    : []
  return { earlier, projects }
}
