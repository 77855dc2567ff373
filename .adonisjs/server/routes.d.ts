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
    'new_account.create': { paramsTuple?: []; params?: {} }
    'new_account.store': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.store': { paramsTuple?: []; params?: {} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
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
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'notifications.update': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'account.destroy': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.store': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.plan.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.transfer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'project_members.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
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
    'consulting.status': { paramsTuple?: []; params?: {} }
    'consulting.show': { paramsTuple?: []; params?: {} }
    'consulting.update': { paramsTuple?: []; params?: {} }
    'consulting.messages': { paramsTuple?: []; params?: {} }
    'consulting.store': { paramsTuple?: []; params?: {} }
    'consulting.read': { paramsTuple?: []; params?: {} }
    'consulting.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.store': { paramsTuple?: []; params?: {} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.store': { paramsTuple?: []; params?: {} }
    'offers.preview': { paramsTuple?: []; params?: {} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.responded': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.answer': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'projects.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
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
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'password.confirm': { paramsTuple?: []; params?: {} }
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
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invitations.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'project_messages.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'consulting.status': { paramsTuple?: []; params?: {} }
    'consulting.show': { paramsTuple?: []; params?: {} }
    'consulting.messages': { paramsTuple?: []; params?: {} }
    'consulting.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
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
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'password.confirm': { paramsTuple?: []; params?: {} }
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
    'notifications.edit': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'projects.index': { paramsTuple?: []; params?: {} }
    'projects.create': { paramsTuple?: []; params?: {} }
    'projects.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'invitations.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'project_messages.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'consulting.status': { paramsTuple?: []; params?: {} }
    'consulting.show': { paramsTuple?: []; params?: {} }
    'consulting.messages': { paramsTuple?: []; params?: {} }
    'consulting.resume': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'conversations.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.index': { paramsTuple?: []; params?: {} }
    'inbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.messages': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.index': { paramsTuple?: []; params?: {} }
    'offers.create': { paramsTuple?: []; params?: {} }
    'offers.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.track': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'offer_view.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'offer_view.start': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
  }
  POST: {
    'contact.store': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'new_account.store': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.store': { paramsTuple?: []; params?: {} }
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
    'two_factor.enable': { paramsTuple?: []; params?: {} }
    'two_factor.confirm': { paramsTuple?: []; params?: {} }
    'two_factor.recovery_codes': { paramsTuple?: []; params?: {} }
    'projects.store': { paramsTuple?: []; params?: {} }
    'projects.plan.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.transfer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'projects.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_invitations.resend': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'invitations.accept': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'my_invitations.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'consulting.store': { paramsTuple?: []; params?: {} }
    'consulting.read': { paramsTuple?: []; params?: {} }
    'conversations.store': { paramsTuple?: []; params?: {} }
    'conversations.messages.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.block': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.store': { paramsTuple?: []; params?: {} }
    'offers.preview': { paramsTuple?: []; params?: {} }
    'offers.responded': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offer_view.answer': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'projects.read': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
  }
  PUT: {
    'profile.update': { paramsTuple?: []; params?: {} }
    'user_password.update': { paramsTuple?: []; params?: {} }
    'notifications.update': { paramsTuple?: []; params?: {} }
    'projects.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'offers.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'sessions.destroy_others': { paramsTuple?: []; params?: {} }
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'account.destroy': { paramsTuple?: []; params?: {} }
    'projects.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'project_members.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'memberId': ParamValue} }
    'project_invitations.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'invitationId': ParamValue} }
    'my_invitations.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messages.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'inbox.unblock': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offers.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PATCH: {
    'messages.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'consulting.update': { paramsTuple?: []; params?: {} }
    'inbox.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}