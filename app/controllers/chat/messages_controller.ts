import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import Message from '#models/message'
import MessageTransformer from '#transformers/message_transformer'
import { serializer } from '#infrastructure/serializer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { editMessageValidator, listMessagesValidator, postMessageValidator } from '#validators/chat'
import { findProjectFor } from '#actions/projects/find_project'
import { findMessageFor } from '#actions/chat/find_message'
import { listMessages } from '#actions/chat/list_messages'
import { AttachmentsUnavailable, postMessage } from '#actions/chat/post_message'
import { refuseFile } from '#actions/files/file_errors'
import { consumeChatPost } from '#actions/chat/post_limit'
import { editMessage } from '#actions/chat/edit_message'
import { deleteMessage } from '#actions/chat/delete_message'

/* The one shape a message has over JSON, the same a page loads and a broadcast carries. */
async function present(message: Message) {
  const roles = await Message.authorRoles(message.projectId, [message])
  return serializer.serialize(MessageTransformer.transform(message, roles))
}

/*
| The project chat over JSON (DESIGN.md "Chat messages over JSON"): pages of history, catch-up
| after a reconnect, posting, editing and deleting. Answers are JSON for any request.
*/
export default class MessagesController {
  async index(ctx: HttpContext) {
    const { auth, params, request, bouncer } = ctx
    const project = await findProjectFor(auth.user!, params.id, { counts: false })
    await bouncer.with(ProjectPolicy).authorize('view', project)
    const query = await request.validateUsing(listMessagesValidator, {
      messagesProvider: scopedMessages(ctx, 'chat'),
    })
    const { messages, ...page } = await listMessages(project, query)
    const roles = await Message.authorRoles(project.id, messages)
    return {
      data: await serializer.serialize(MessageTransformer.transform(messages, roles)),
      ...page,
    }
  }

  async store(ctx: HttpContext) {
    const { auth, params, request, response, bouncer } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id, { counts: false })
    await bouncer.with(ProjectPolicy).authorize('post', project)
    await consumeChatPost(user)
    const input = await request.validateUsing(postMessageValidator, {
      messagesProvider: scopedMessages(ctx, 'chat'),
      meta: { projectId: project.id },
    })
    try {
      const { message, created } = await postMessage(user, project, input)
      return response.status(created ? 201 : 200).json({ data: message })
    } catch (error) {
      if (error instanceof AttachmentsUnavailable) {
        throw refuseFile(ctx, 'unavailable', {}, 'attachmentIds')
      }
      throw error
    }
  }

  async update(ctx: HttpContext) {
    const { auth, params, request, bouncer } = ctx
    const { message, project } = await findMessageFor(auth.user!, params.id)
    await bouncer.with(ProjectPolicy).authorize('editMessage', project, message)
    const { text } = await request.validateUsing(editMessageValidator, {
      messagesProvider: scopedMessages(ctx, 'chat'),
    })
    return { data: await present(await editMessage(message, text)) }
  }

  async destroy({ auth, params, bouncer }: HttpContext) {
    const { message, project } = await findMessageFor(auth.user!, params.id)
    await bouncer.with(ProjectPolicy).authorize('deleteMessage', project, message)
    return { data: await present(await deleteMessage(message)) }
  }
}
