import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| The consulting chat and the inbox (issue 13). The visitor's side is public JSON for the chat
| panel, held by the conversation's cookie; the client's conversations need a verified account;
| the inbox is staff only (others get 404 from StaffPolicy, guests the login page).
*/
router
  .group(() => {
    router.get('status', [controllers.consulting.VisitorChat, 'status']).as('status')
    router.get('conversation', [controllers.consulting.VisitorChat, 'show']).as('show')
    router.patch('conversation', [controllers.consulting.VisitorChat, 'update']).as('update')
    router.get('messages', [controllers.consulting.VisitorChat, 'messages']).as('messages')
    router.post('messages', [controllers.consulting.VisitorChat, 'store']).as('store')
    router.post('read', [controllers.consulting.VisitorChat, 'read']).as('read')
    router.get('resume/:id', [controllers.consulting.VisitorChat, 'resume']).as('resume')
    // Attachments (DESIGN.md "Files"): the same store as a project's, read by who the action says.
    router.post('files', [controllers.consulting.VisitorChat, 'upload']).as('files.store')
    router
      .get('files/:id', [controllers.consulting.VisitorChat, 'file'])
      .where('id', /^[A-Za-z0-9_-]+$/)
      .as('files.show')
    router
      .get('files/:id/thumbnail', [controllers.consulting.VisitorChat, 'thumbnail'])
      .where('id', /^[A-Za-z0-9_-]+$/)
      .as('files.thumbnail')
  })
  .prefix('chat')
  .as('consulting')

router
  .group(() => {
    router.post('conversations', [controllers.consulting.ClientConversations, 'store']).as('store')
    router.get('conversations/:id', [controllers.consulting.ClientConversations, 'show']).as('show')
    router
      .get('conversations/:id/messages', [controllers.consulting.ClientConversations, 'messages'])
      .as('messages')
    router
      .post('conversations/:id/messages', [
        controllers.consulting.ClientConversations,
        'storeMessage',
      ])
      .as('messages.store')
    // The client's own files for their next message (read back through consulting.files.show).
    router
      .post('conversations/:id/files', [controllers.consulting.ClientConversations, 'upload'])
      .as('files.store')
  })
  .as('conversations')
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('inbox', [controllers.consulting.Inbox, 'index']).as('index')
    // The team's saved replies, before `inbox/:id` so "replies" is never taken for an id.
    router.get('inbox/replies', [controllers.consulting.SavedReplies, 'index']).as('replies.index')
    router.post('inbox/replies', [controllers.consulting.SavedReplies, 'store']).as('replies.store')
    router
      .put('inbox/replies/:id', [controllers.consulting.SavedReplies, 'update'])
      .as('replies.update')
    router
      .delete('inbox/replies/:id', [controllers.consulting.SavedReplies, 'destroy'])
      .as('replies.destroy')
    router.get('inbox/:id', [controllers.consulting.Inbox, 'show']).as('show')
    router.post('inbox/:id/notes', [controllers.consulting.Inbox, 'note']).as('notes.store')
    router.patch('inbox/:id', [controllers.consulting.Inbox, 'update']).as('update')
    router.get('inbox/:id/messages', [controllers.consulting.Inbox, 'messages']).as('messages')
    router.post('inbox/:id/messages', [controllers.consulting.Inbox, 'reply']).as('reply')
    router.post('inbox/:id/files', [controllers.consulting.Inbox, 'upload']).as('files.store')
    router.post('inbox/:id/read', [controllers.consulting.Inbox, 'read']).as('read')
    router.post('inbox/:id/block', [controllers.consulting.Inbox, 'block']).as('block')
    router.delete('inbox/:id/block', [controllers.consulting.Inbox, 'unblock']).as('unblock')
  })
  .as('inbox')
  .use([middleware.auth(), middleware.verified()])
