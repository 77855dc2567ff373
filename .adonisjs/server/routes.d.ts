import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health': { paramsTuple?: []; params?: {} }
    'metrics': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'privacy': { paramsTuple?: []; params?: {} }
    'terms': { paramsTuple?: []; params?: {} }
    'contact.store': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'session.create': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'passkey_login.options': { paramsTuple?: []; params?: {} }
    'passkey_login.store': { paramsTuple?: []; params?: {} }
    'new_account.create': { paramsTuple?: []; params?: {} }
    'new_account.store': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.store': { paramsTuple?: []; params?: {} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
    'password.confirm.passkey_options': { paramsTuple?: []; params?: {} }
    'password.confirm.passkey': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'dev.mailbox': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'settings': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'profile.update': { paramsTuple?: []; params?: {} }
    'user_password.edit': { paramsTuple?: []; params?: {} }
    'user_password.update': { paramsTuple?: []; params?: {} }
    'appearance.edit': { paramsTuple?: []; params?: {} }
    'sessions.index': { paramsTuple?: []; params?: {} }
    'sessions.destroy_others': { paramsTuple?: []; params?: {} }
    'two_factor.show': { paramsTuple?: []; params?: {} }
    'two_factor.enable': { paramsTuple?: []; params?: {} }
    'two_factor.confirm': { paramsTuple?: []; params?: {} }
    'two_factor.recovery_codes': { paramsTuple?: []; params?: {} }
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'passkeys.index': { paramsTuple?: []; params?: {} }
    'passkeys.options': { paramsTuple?: []; params?: {} }
    'passkeys.store': { paramsTuple?: []; params?: {} }
    'passkeys.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'passkeys.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'notifications.update': { paramsTuple?: []; params?: {} }
    'billing.edit': { paramsTuple?: []; params?: {} }
    'billing.update': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'account.destroy': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.store': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.settings': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.propose': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'number': ParamValue} }
    'projects.build.ready': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.build.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.build.changes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.transfer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.mute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.unmute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'project_members.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'project_team.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'project_invitations.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'invitations.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'my_invitations.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'my_invitations.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invitations.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'project_messages.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.presign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.status': { paramsTuple?: []; params?: {} }
    'chat_panel.show': { paramsTuple?: []; params?: {} }
    'chat_panel.update': { paramsTuple?: []; params?: {} }
    'chat_panel.messages': { paramsTuple?: []; params?: {} }
    'chat_panel.store': { paramsTuple?: []; params?: {} }
    'chat_panel.read': { paramsTuple?: []; params?: {} }
    'chat_panel.rating': { paramsTuple?: []; params?: {} }
    'chat_panel.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.store': { paramsTuple?: []; params?: {} }
    'chat_panel.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversation_rating.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversation_rating.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.store': { paramsTuple?: []; params?: {} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.rating': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.replies.index': { paramsTuple?: []; params?: {} }
    'inbox.replies.store': { paramsTuple?: []; params?: {} }
    'inbox.replies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.replies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.reports.index': { paramsTuple?: []; params?: {} }
    'inbox.reports.csv': { paramsTuple?: []; params?: {} }
    'inbox.labels.index': { paramsTuple?: []; params?: {} }
    'inbox.labels.store': { paramsTuple?: []; params?: {} }
    'inbox.labels.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.labels.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.conversation_labels.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.notes.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.store': { paramsTuple?: []; params?: {} }
    'offers.preview': { paramsTuple?: []; params?: {} }
    'offers.templates.index': { paramsTuple?: []; params?: {} }
    'offers.templates.create': { paramsTuple?: []; params?: {} }
    'offers.templates.store': { paramsTuple?: []; params?: {} }
    'offers.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.responded': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.reminders': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.answer': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.index': { paramsTuple?: []; params?: {} }
    'received_offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'received_offers.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.code': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.sign': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.pdf': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.sign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'received_offers.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'received_offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify.show': { paramsTuple?: []; params?: {} }
    'verify.store': { paramsTuple?: []; params?: {} }
    'invoices.index': { paramsTuple?: []; params?: {} }
    'invoices.create': { paramsTuple?: []; params?: {} }
    'invoices.export': { paramsTuple?: []; params?: {} }
    'invoices.store': { paramsTuple?: []; params?: {} }
    'invoices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.issue': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.xml': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.statements.import': { paramsTuple?: []; params?: {} }
    'invoices.credits.assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.checkout': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'payments.stripe.webhook': { paramsTuple?: []; params?: {} }
    'outbox.index': { paramsTuple?: []; params?: {} }
    'outbox.retry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.index': { paramsTuple?: []; params?: {} }
    'team.activity': { paramsTuple?: []; params?: {} }
    'team.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.deactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.reactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mail_in.webhook': { paramsTuple: [ParamValue,ParamValue?]; params: {'provider': ParamValue,'format'?: ParamValue} }
    'team.mail_in': { paramsTuple?: []; params?: {} }
    'team.mail_in.release': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.mail_in.discard': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'push_subscriptions.store': { paramsTuple?: []; params?: {} }
    'push_subscriptions.destroy_current': { paramsTuple?: []; params?: {} }
    'push_subscriptions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pwa.manifest': { paramsTuple?: []; params?: {} }
    'pwa.service_worker': { paramsTuple?: []; params?: {} }
    'pwa.offline': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'health': { paramsTuple?: []; params?: {} }
    'metrics': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'privacy': { paramsTuple?: []; params?: {} }
    'terms': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'session.create': { paramsTuple?: []; params?: {} }
    'new_account.create': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'dev.mailbox': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'settings': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'user_password.edit': { paramsTuple?: []; params?: {} }
    'appearance.edit': { paramsTuple?: []; params?: {} }
    'sessions.index': { paramsTuple?: []; params?: {} }
    'two_factor.show': { paramsTuple?: []; params?: {} }
    'passkeys.index': { paramsTuple?: []; params?: {} }
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'billing.edit': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.settings': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'number': ParamValue} }
    'invitations.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'project_messages.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.status': { paramsTuple?: []; params?: {} }
    'chat_panel.show': { paramsTuple?: []; params?: {} }
    'chat_panel.messages': { paramsTuple?: []; params?: {} }
    'chat_panel.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversation_rating.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.replies.index': { paramsTuple?: []; params?: {} }
    'inbox.reports.index': { paramsTuple?: []; params?: {} }
    'inbox.reports.csv': { paramsTuple?: []; params?: {} }
    'inbox.labels.index': { paramsTuple?: []; params?: {} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.templates.index': { paramsTuple?: []; params?: {} }
    'offers.templates.create': { paramsTuple?: []; params?: {} }
    'offers.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.index': { paramsTuple?: []; params?: {} }
    'received_offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.pdf': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify.show': { paramsTuple?: []; params?: {} }
    'invoices.index': { paramsTuple?: []; params?: {} }
    'invoices.create': { paramsTuple?: []; params?: {} }
    'invoices.export': { paramsTuple?: []; params?: {} }
    'invoices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.xml': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'outbox.index': { paramsTuple?: []; params?: {} }
    'team.index': { paramsTuple?: []; params?: {} }
    'team.activity': { paramsTuple?: []; params?: {} }
    'team.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.mail_in': { paramsTuple?: []; params?: {} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pwa.manifest': { paramsTuple?: []; params?: {} }
    'pwa.service_worker': { paramsTuple?: []; params?: {} }
    'pwa.offline': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'health': { paramsTuple?: []; params?: {} }
    'metrics': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'privacy': { paramsTuple?: []; params?: {} }
    'terms': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'session.create': { paramsTuple?: []; params?: {} }
    'new_account.create': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'dev.mailbox': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'settings': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'user_password.edit': { paramsTuple?: []; params?: {} }
    'appearance.edit': { paramsTuple?: []; params?: {} }
    'sessions.index': { paramsTuple?: []; params?: {} }
    'two_factor.show': { paramsTuple?: []; params?: {} }
    'passkeys.index': { paramsTuple?: []; params?: {} }
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'billing.edit': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.settings': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'number': ParamValue} }
    'invitations.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'project_messages.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.status': { paramsTuple?: []; params?: {} }
    'chat_panel.show': { paramsTuple?: []; params?: {} }
    'chat_panel.messages': { paramsTuple?: []; params?: {} }
    'chat_panel.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversation_rating.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.replies.index': { paramsTuple?: []; params?: {} }
    'inbox.reports.index': { paramsTuple?: []; params?: {} }
    'inbox.reports.csv': { paramsTuple?: []; params?: {} }
    'inbox.labels.index': { paramsTuple?: []; params?: {} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.templates.index': { paramsTuple?: []; params?: {} }
    'offers.templates.create': { paramsTuple?: []; params?: {} }
    'offers.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.files.thumbnail': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.index': { paramsTuple?: []; params?: {} }
    'received_offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.pdf': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify.show': { paramsTuple?: []; params?: {} }
    'invoices.index': { paramsTuple?: []; params?: {} }
    'invoices.create': { paramsTuple?: []; params?: {} }
    'invoices.export': { paramsTuple?: []; params?: {} }
    'invoices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.xml': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'outbox.index': { paramsTuple?: []; params?: {} }
    'team.index': { paramsTuple?: []; params?: {} }
    'team.activity': { paramsTuple?: []; params?: {} }
    'team.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.mail_in': { paramsTuple?: []; params?: {} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.recent': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pwa.manifest': { paramsTuple?: []; params?: {} }
    'pwa.service_worker': { paramsTuple?: []; params?: {} }
    'pwa.offline': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'contact.store': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'passkey_login.options': { paramsTuple?: []; params?: {} }
    'passkey_login.store': { paramsTuple?: []; params?: {} }
    'new_account.store': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.store': { paramsTuple?: []; params?: {} }
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
    'password.confirm.passkey_options': { paramsTuple?: []; params?: {} }
    'password.confirm.passkey': { paramsTuple?: []; params?: {} }
    'two_factor.enable': { paramsTuple?: []; params?: {} }
    'two_factor.confirm': { paramsTuple?: []; params?: {} }
    'two_factor.recovery_codes': { paramsTuple?: []; params?: {} }
    'passkeys.options': { paramsTuple?: []; params?: {} }
    'passkeys.store': { paramsTuple?: []; params?: {} }
    'projects.store': { paramsTuple?: []; params?: {} }
    'projects.plan.propose': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.build.ready': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.build.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.build.changes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.transfer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.mute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_team.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'invitations.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'my_invitations.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_files.presign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.store': { paramsTuple?: []; params?: {} }
    'chat_panel.read': { paramsTuple?: []; params?: {} }
    'chat_panel.rating': { paramsTuple?: []; params?: {} }
    'chat_panel.files.store': { paramsTuple?: []; params?: {} }
    'conversation_rating.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.store': { paramsTuple?: []; params?: {} }
    'conversations.messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.rating': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.replies.store': { paramsTuple?: []; params?: {} }
    'inbox.labels.store': { paramsTuple?: []; params?: {} }
    'inbox.notes.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.files.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.store': { paramsTuple?: []; params?: {} }
    'offers.preview': { paramsTuple?: []; params?: {} }
    'offers.templates.store': { paramsTuple?: []; params?: {} }
    'offers.responded': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.reminders': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.answer': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.answer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.code': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.sign': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.decline': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'received_offers.sign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'received_offers.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'verify.store': { paramsTuple?: []; params?: {} }
    'invoices.store': { paramsTuple?: []; params?: {} }
    'invoices.issue': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.statements.import': { paramsTuple?: []; params?: {} }
    'invoices.credits.assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.checkout': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'payments.stripe.webhook': { paramsTuple?: []; params?: {} }
    'outbox.retry': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.deactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.verification': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'mail_in.webhook': { paramsTuple: [ParamValue,ParamValue?]; params: {'provider': ParamValue,'format'?: ParamValue} }
    'team.mail_in.release': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.mail_in.discard': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.read_all': { paramsTuple?: []; params?: {} }
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'push_subscriptions.store': { paramsTuple?: []; params?: {} }
  }
  PUT: {
    'profile.update': { paramsTuple?: []; params?: {} }
    'user_password.update': { paramsTuple?: []; params?: {} }
    'passkeys.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.update': { paramsTuple?: []; params?: {} }
    'billing.update': { paramsTuple?: []; params?: {} }
    'projects.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'inbox.replies.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.labels.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.conversation_labels.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'sessions.destroy_others': { paramsTuple?: []; params?: {} }
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'passkeys.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'account.destroy': { paramsTuple?: []; params?: {} }
    'projects.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.unmute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'project_invitations.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'my_invitations.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'files.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.replies.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.labels.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.templates.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invoices.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'team.reactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'push_subscriptions.destroy_current': { paramsTuple?: []; params?: {} }
    'push_subscriptions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PATCH: {
    'messages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat_panel.update': { paramsTuple?: []; params?: {} }
    'inbox.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}