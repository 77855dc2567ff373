import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health': { paramsTuple?: []; params?: {} }
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
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
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
    'account.edit': { paramsTuple?: []; params?: {} }
    'account.destroy': { paramsTuple?: []; params?: {} }
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
  }
  GET: {
    'health': { paramsTuple?: []; params?: {} }
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
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'dev.mailbox': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'settings': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'user_password.edit': { paramsTuple?: []; params?: {} }
    'appearance.edit': { paramsTuple?: []; params?: {} }
    'sessions.index': { paramsTuple?: []; params?: {} }
    'two_factor.show': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
    'pusher.channels': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.channel': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
    'pusher.channel_users': { paramsTuple: [ParamValue,ParamValue]; params: {'appId': ParamValue,'channel': ParamValue} }
  }
  HEAD: {
    'health': { paramsTuple?: []; params?: {} }
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
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'dev.mailbox': { paramsTuple?: []; params?: {} }
    'dev.mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'settings': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'user_password.edit': { paramsTuple?: []; params?: {} }
    'appearance.edit': { paramsTuple?: []; params?: {} }
    'sessions.index': { paramsTuple?: []; params?: {} }
    'two_factor.show': { paramsTuple?: []; params?: {} }
    'account.edit': { paramsTuple?: []; params?: {} }
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
    'broadcasting.auth': { paramsTuple?: []; params?: {} }
    'pusher.events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
    'pusher.batch_events': { paramsTuple: [ParamValue]; params: {'appId': ParamValue} }
  }
  PUT: {
    'profile.update': { paramsTuple?: []; params?: {} }
    'user_password.update': { paramsTuple?: []; params?: {} }
  }
  DELETE: {
    'sessions.destroy_others': { paramsTuple?: []; params?: {} }
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'account.destroy': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}