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
  })
  .as('conversations')
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('inbox', [controllers.consulting.Inbox, 'index']).as('index')
    router.get('inbox/:id', [controllers.consulting.Inbox, 'show']).as('show')
    router.patch('inbox/:id', [controllers.consulting.Inbox, 'update']).as('update')
    router.get('inbox/:id/messages', [controllers.consulting.Inbox, 'messages']).as('messages')
    router.post('inbox/:id/messages', [controllers.consulting.Inbox, 'reply']).as('reply')
    router.post('inbox/:id/read', [controllers.consulting.Inbox, 'read']).as('read')
    router.post('inbox/:id/block', [controllers.consulting.Inbox, 'block']).as('block')
    router.delete('inbox/:id/block', [controllers.consulting.Inbox, 'unblock']).as('unblock')
  })
  .as('inbox')
  .use([middleware.auth(), middleware.verified()])
