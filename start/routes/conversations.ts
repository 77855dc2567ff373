import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The chat panel and the inbox (issue 13). The visitor's side is public JSON for the chat
| panel, held by the conversation's cookie; the client's conversations need a verified account;
| the inbox is staff only (others get 404 from StaffPolicy, guests the login page).
*/
router
  .group(() => {
    router.get('status', [controllers.conversations.ChatPanel, 'status']).as('status')
    router.get('conversation', [controllers.conversations.ChatPanel, 'show']).as('show')
    router.patch('conversation', [controllers.conversations.ChatPanel, 'update']).as('update')
    router.get('messages', [controllers.conversations.ChatPanel, 'messages']).as('messages')
    router.post('messages', [controllers.conversations.ChatPanel, 'store']).as('store')
    router.post('read', [controllers.conversations.ChatPanel, 'read']).as('read')
    router.post('rating', [controllers.conversations.ChatPanel, 'rate']).as('rating')
    router.get('resume/:id', [controllers.conversations.ChatPanel, 'resume']).as('resume')
    // Attachments (DESIGN.md "Files"): the same store as a project's, read by who the action says.
    router
      .post('files', [controllers.conversations.ChatPanel, 'upload'])
      .as('files.store')
      .use(middleware.upload())
    router
      .get('files/:id', [controllers.conversations.ChatPanel, 'file'])
      .where('id', /^[A-Za-z0-9_-]+$/)
      .as('files.show')
    router
      .get('files/:id/thumbnail', [controllers.conversations.ChatPanel, 'thumbnail'])
      .where('id', /^[A-Za-z0-9_-]+$/)
      .as('files.thumbnail')
  })
  .prefix('chat')
  .as('chat_panel')

/*
| The rating e-mail's links: signed (anyone holding one rates that conversation), so neither
| an account nor the chat's cookie is asked for.
*/
router
  .get('rating/:id', [controllers.conversations.ConversationRating, 'show'])
  .as('conversation_rating.show')
router
  .post('rating/:id', [controllers.conversations.ConversationRating, 'store'])
  .as('conversation_rating.store')

router
  .group(() => {
    router
      .post('conversations', [controllers.conversations.ClientConversations, 'store'])
      .as('store')
    router
      .get('conversations/:id', [controllers.conversations.ClientConversations, 'show'])
      .as('show')
    router
      .get('conversations/:id/messages', [
        controllers.conversations.ClientConversations,
        'messages',
      ])
      .as('messages')
    router
      .post('conversations/:id/messages', [
        controllers.conversations.ClientConversations,
        'storeMessage',
      ])
      .as('messages.store')
    router
      .post('conversations/:id/rating', [controllers.conversations.ClientConversations, 'rate'])
      .as('rating')
    // The client's own files for their next message (read back through chat_panel.files.show).
    router
      .post('conversations/:id/files', [controllers.conversations.ClientConversations, 'upload'])
      .as('files.store')
      .use(middleware.upload())
  })
  .as('conversations')
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('inbox', [controllers.conversations.Inbox, 'index']).as('index')
    // The team's saved replies, before `inbox/:id` so "replies" is never taken for an id.
    router
      .get('inbox/replies', [controllers.conversations.SavedReplies, 'index'])
      .as('replies.index')
    router
      .post('inbox/replies', [controllers.conversations.SavedReplies, 'store'])
      .as('replies.store')
    router
      .put('inbox/replies/:id', [controllers.conversations.SavedReplies, 'update'])
      .as('replies.update')
    router
      .delete('inbox/replies/:id', [controllers.conversations.SavedReplies, 'destroy'])
      .as('replies.destroy')
    // The reports and their CSV, likewise before `inbox/:id`.
    router
      .get('inbox/reports', [controllers.conversations.InboxReports, 'index'])
      .as('reports.index')
    router
      .get('inbox/reports.csv', [controllers.conversations.InboxReports, 'csv'])
      .as('reports.csv')
    // The team's labels, likewise before `inbox/:id`.
    router.get('inbox/labels', [controllers.conversations.Labels, 'index']).as('labels.index')
    router.post('inbox/labels', [controllers.conversations.Labels, 'store']).as('labels.store')
    router.put('inbox/labels/:id', [controllers.conversations.Labels, 'update']).as('labels.update')
    router
      .delete('inbox/labels/:id', [controllers.conversations.Labels, 'destroy'])
      .as('labels.destroy')
    router.get('inbox/:id', [controllers.conversations.Inbox, 'show']).as('show')
    router
      .put('inbox/:id/labels', [controllers.conversations.Inbox, 'labels'])
      .as('conversation_labels.update')
    router.post('inbox/:id/notes', [controllers.conversations.Inbox, 'note']).as('notes.store')
    router.patch('inbox/:id', [controllers.conversations.Inbox, 'update']).as('update')
    router.get('inbox/:id/messages', [controllers.conversations.Inbox, 'messages']).as('messages')
    router.post('inbox/:id/messages', [controllers.conversations.Inbox, 'reply']).as('reply')
    router
      .post('inbox/:id/files', [controllers.conversations.Inbox, 'upload'])
      .as('files.store')
      .use(middleware.upload())
    router.post('inbox/:id/read', [controllers.conversations.Inbox, 'read']).as('read')
    router.post('inbox/:id/block', [controllers.conversations.Inbox, 'block']).as('block')
    router.delete('inbox/:id/block', [controllers.conversations.Inbox, 'unblock']).as('unblock')
  })
  .as('inbox')
  .use([middleware.auth(), middleware.verified()])
