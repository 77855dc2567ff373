import User from '#models/user'
import ProjectMember from '#models/project_member'
import Conversation from '#models/conversation'
import { recordId } from '#infrastructure/record_id'

/* How much of a person's history their page shows at once (the newest). */
const HISTORY_MAX = 50

/*
| One person for the back office: the account, the projects they are in (with their role) and
| their conversations and contact messages, newest first. Unknown ids are Not found.
*/
export async function loadPerson(id: unknown) {
  const person = await User.findOrFail(recordId(id))
  const memberships = await ProjectMember.query()
    .where('user_id', person.id)
    .preload('project')
    .orderBy('created_at', 'desc')
    .limit(HISTORY_MAX)
  const conversations = await Conversation.query()
    .where('user_id', person.id)
    .orderBy('last_activity_at', 'desc')
    .limit(HISTORY_MAX)
  return { person, memberships, conversations }
}
