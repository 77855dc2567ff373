import type { HttpContext } from '@adonisjs/core/http'
import { findProjectFor } from '#actions/projects/find_project'
import { markRead } from '#actions/unread/mark_read'
import { markReadValidator } from '#validators/unread'

/*
| The chat says how far the reader has seen (JSON, CSRF header). Someone outside the project
| gets 404 like any project they cannot see (ProjectPolicy.view through findProjectFor).
*/
export default class ReadsController {
  async store({ request, auth, params, response, session }: HttpContext) {
    // Sent in the background, often between a form's redirect and the page it leads to (a
    // notice arrives as a member is removed): the flash ("User removed.") is that page's.
    session.reflash()
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    const { messageId } = await request.validateUsing(markReadValidator)
    return response.ok({ data: await markRead(user, project, messageId) })
  }
}
