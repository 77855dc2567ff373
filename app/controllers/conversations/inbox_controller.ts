import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import ConversationPolicy from '#policies/conversation_policy'
import ConversationTransformer from '#transformers/conversation_transformer'
import ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import { serializer } from '#infrastructure/serializer'
import ConversationNoteTransformer from '#transformers/conversation_note_transformer'
import ProjectTransformer from '#transformers/project_transformer'
import SavedReplyTransformer from '#transformers/saved_reply_transformer'
import {
  chatMessageValidator,
  conversationLabelsValidator,
  conversationUpdateValidator,
  noteValidator,
} from '#validators/conversation'
import ConversationLabelTransformer from '#transformers/conversation_label_transformer'
import { conversationLabels, setConversationLabels } from '#actions/conversations/labels'
import { listInbox, parseInboxQuery, unreadByView } from '#actions/conversations/list_inbox'
import { addNote, threadNotes } from '#actions/conversations/notes'
import { personOf } from '#actions/conversations/person'
import { savedReplies } from '#actions/conversations/saved_replies'
import {
  findConversation,
  staffMembers,
  threadMessages,
} from '#actions/conversations/find_conversation'
import { replyToConversation } from '#actions/conversations/reply'
import { draftsFor, uploadConversationFile } from '#actions/conversations/conversation_files'
import FileTransformer from '#transformers/file_transformer'
import {
  assignConversation,
  markRead,
  setBlocked,
  setConversationStatus,
} from '#actions/conversations/manage_conversation'
import { setRatingEnabled } from '#actions/conversations/rating'
import { messagesAfter } from '#controllers/conversations/chat_panel_controller'
import { missing } from '#controllers/conversations/responses'
import { scopedMessages } from '#infrastructure/scoped_messages'

/*
| The staff inbox (/inbox, /inbox/{id}): visitor conversations and contact messages. Anyone but
| staff gets the Not found page (StaffPolicy.accessInbox); guests are sent to log in first.
*/
export default class InboxController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with(StaffPolicy).authorize('accessInbox')
    return ctx.inertia.render('inbox/index', await this.#list(ctx))
  }

  /* Opening a thread reads it. The list comes along: the page keeps it beside the thread. */
  async show(ctx: HttpContext) {
    await ctx.bouncer.with(StaffPolicy).authorize('accessInbox')
    const conversation = await findConversation(ctx.params.id)
    await markRead(conversation)
    await conversation.load('labels')
    const person = await personOf(conversation)
    return ctx.inertia.render('inbox/show', {
      ...(await this.#list(ctx)),
      conversation: ConversationTransformer.transform(conversation).useVariant('toInboxDetail'),
      messages: ConversationMessageTransformer.transform(await threadMessages(conversation)),
      notes: ConversationNoteTransformer.transform(await threadNotes(conversation)),
      earlier: ConversationTransformer.transform(person.earlier).useVariant('toEarlier'),
      projects: ProjectTransformer.transform(person.projects, ctx.auth.user!).useVariant(
        'toReference'
      ),
      savedReplies: SavedReplyTransformer.transform(await savedReplies()),
      team: (await staffMembers()).map((member) => ({ id: member.id, name: member.fullName })),
    })
  }

  /* An internal note (JSON, like a reply): the team sees it, the person never does. */
  async note(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    const { text, clientKey } = await ctx.request.validateUsing(noteValidator)
    const { note, created } = await addNote(conversation, ctx.auth.user!, text, clientKey ?? null)
    const data = await serializer.serialize(ConversationNoteTransformer.transform(note))
    return ctx.response.status(created ? 201 : 200).json({ data })
  }

  async #list({ auth, request }: HttpContext) {
    const query = parseInboxQuery(request.qs())
    const { page, previews } = await listInbox(auth.user!, query)
    return {
      items: ConversationTransformer.paginate(
        page.all(),
        {
          total: page.total,
          perPage: page.perPage,
          currentPage: page.currentPage,
          lastPage: page.lastPage,
        },
        previews
      ).useVariant('toInboxItem'),
      filters: query,
      counts: await unreadByView(auth.user!),
      labels: ConversationLabelTransformer.transform(await conversationLabels()),
    }
  }

  /* The conversation's labels become the ones chosen (the picker sends them all). */
  async labels(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    await ctx.bouncer.with(StaffPolicy).authorize('manageLabels')
    const { labelIds } = await ctx.request.validateUsing(conversationLabelsValidator, {
      messagesProvider: scopedMessages(ctx, 'inbox'),
    })
    await setConversationLabels(conversation, labelIds ?? [])
    return ctx.response.redirect().back()
  }

  async messages(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    return { data: await messagesAfter(conversation, ctx.request.qs().after) }
  }

  /* A reply: live in a chat, by e-mail for a contact message (JSON, like the project chat). */
  async reply(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    const input = await ctx.request.validateUsing(chatMessageValidator)
    const attachments = await draftsFor(ctx, conversation, ctx.auth.user!, input.attachmentIds, {
      clientKey: input.clientKey,
    })
    const { message, created } = await replyToConversation(
      conversation,
      ctx.auth.user!,
      input.text ?? '',
      input.clientKey ?? null,
      attachments
    )
    const data = await serializer.serialize(ConversationMessageTransformer.transform(message))
    return ctx.response.status(created ? 201 : 200).json({ data })
  }

  /*
  | A team member's file for their next reply in this thread (sent with `attachmentIds`). Not in
  | a contact message's thread: its answer is an e-mail, and e-mails never carry files.
  */
  async upload(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    if (conversation.kind === 'contact') return missing(ctx)
    const file = await uploadConversationFile(ctx, conversation, ctx.auth.user!)
    return ctx.response.created({
      data: await serializer.serialize(FileTransformer.transform(file)),
    })
  }

  /* The open conversation page saw a new message from the visitor: the thread is read. */
  async read(ctx: HttpContext) {
    const conversation = await this.#find(ctx)
    await markRead(conversation)
    return ctx.response.noContent()
  }

  /* Assign (0 = nobody), close or reopen; a form on the conversation page. */
  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const conversation = await this.#find(ctx)
    const { status, assignedToId, ratingEnabled } = await request.validateUsing(
      conversationUpdateValidator
    )
    if (ratingEnabled !== undefined) {
      await setRatingEnabled(conversation, ratingEnabled)
      session.flash(
        'success',
        i18n.t(ratingEnabled ? 'inbox.rating.flash.enabled' : 'inbox.rating.flash.disabled')
      )
    }
    if (assignedToId !== undefined) {
      const team = await staffMembers()
      const assignee = team.find((member) => member.id === assignedToId) ?? null
      if (assignedToId !== 0 && !assignee) {
        session.flash('error', i18n.t('inbox.flash.unknownAssignee'))
        return response.redirect().back()
      }
      await assignConversation(conversation, assignee)
      session.flash('success', i18n.t(assignee ? 'inbox.flash.assigned' : 'inbox.flash.unassigned'))
    }
    if (status) {
      await setConversationStatus(conversation, status)
      const key = conversation.kind === 'contact' ? 'handled' : 'closed'
      session.flash(
        'success',
        i18n.t(status === 'closed' ? `inbox.flash.${key}` : 'inbox.flash.reopened')
      )
    }
    return response.redirect().back()
  }

  async block(ctx: HttpContext) {
    return this.#setBlocked(ctx, true)
  }

  async unblock(ctx: HttpContext) {
    return this.#setBlocked(ctx, false)
  }

  async #setBlocked(ctx: HttpContext, blocked: boolean) {
    const conversation = await this.#find(ctx)
    await setBlocked(conversation, blocked)
    ctx.session.flash(
      'success',
      ctx.i18n.t(blocked ? 'inbox.flash.blocked' : 'inbox.flash.unblocked')
    )
    return ctx.response.redirect().toRoute('inbox.show', { id: conversation.id })
  }

  async #find({ params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessInbox')
    const conversation = await findConversation(params.id)
    await bouncer.with(ConversationPolicy).authorize('manage')
    return conversation
  }
}
