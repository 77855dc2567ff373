/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'health': {
    methods: ["GET","HEAD"],
    pattern: '/health',
    tokens: [{"old":"/health","type":0,"val":"health","end":""}],
    types: placeholder as Registry['health']['types'],
  },
  'metrics': {
    methods: ["GET","HEAD"],
    pattern: '/metrics',
    tokens: [{"old":"/metrics","type":0,"val":"metrics","end":""}],
    types: placeholder as Registry['metrics']['types'],
  },
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'privacy': {
    methods: ["GET","HEAD"],
    pattern: '/privacy',
    tokens: [{"old":"/privacy","type":0,"val":"privacy","end":""}],
    types: placeholder as Registry['privacy']['types'],
  },
  'terms': {
    methods: ["GET","HEAD"],
    pattern: '/terms',
    tokens: [{"old":"/terms","type":0,"val":"terms","end":""}],
    types: placeholder as Registry['terms']['types'],
  },
  'contact.store': {
    methods: ["POST"],
    pattern: '/contact',
    tokens: [{"old":"/contact","type":0,"val":"contact","end":""}],
    types: placeholder as Registry['contact.store']['types'],
  },
  'sitemap': {
    methods: ["GET","HEAD"],
    pattern: '/sitemap.xml',
    tokens: [{"old":"/sitemap.xml","type":0,"val":"sitemap.xml","end":""}],
    types: placeholder as Registry['sitemap']['types'],
  },
  'robots': {
    methods: ["GET","HEAD"],
    pattern: '/robots.txt',
    tokens: [{"old":"/robots.txt","type":0,"val":"robots.txt","end":""}],
    types: placeholder as Registry['robots']['types'],
  },
  'session.create': {
    methods: ["GET","HEAD"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['session.create']['types'],
  },
  'session.store': {
    methods: ["POST"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['session.store']['types'],
  },
  'new_account.create': {
    methods: ["GET","HEAD"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['new_account.create']['types'],
  },
  'new_account.store': {
    methods: ["POST"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['new_account.store']['types'],
  },
  'password.request': {
    methods: ["GET","HEAD"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.request']['types'],
  },
  'password.email': {
    methods: ["POST"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.email']['types'],
  },
  'password.reset': {
    methods: ["GET","HEAD"],
    pattern: '/reset-password/:token',
    tokens: [{"old":"/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password.reset']['types'],
  },
  'password.store': {
    methods: ["POST"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['password.store']['types'],
  },
  'two_factor.challenge': {
    methods: ["GET","HEAD"],
    pattern: '/two-factor-challenge',
    tokens: [{"old":"/two-factor-challenge","type":0,"val":"two-factor-challenge","end":""}],
    types: placeholder as Registry['two_factor.challenge']['types'],
  },
  'two_factor.challenge.store': {
    methods: ["POST"],
    pattern: '/two-factor-challenge',
    tokens: [{"old":"/two-factor-challenge","type":0,"val":"two-factor-challenge","end":""}],
    types: placeholder as Registry['two_factor.challenge.store']['types'],
  },
  'session.destroy': {
    methods: ["POST"],
    pattern: '/logout',
    tokens: [{"old":"/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['session.destroy']['types'],
  },
  'verification.verify': {
    methods: ["GET","HEAD"],
    pattern: '/email/verify/:id/:hash',
    tokens: [{"old":"/email/verify/:id/:hash","type":0,"val":"email","end":""},{"old":"/email/verify/:id/:hash","type":0,"val":"verify","end":""},{"old":"/email/verify/:id/:hash","type":1,"val":"id","end":""},{"old":"/email/verify/:id/:hash","type":1,"val":"hash","end":""}],
    types: placeholder as Registry['verification.verify']['types'],
  },
  'verification.send': {
    methods: ["POST"],
    pattern: '/email/verification-notification',
    tokens: [{"old":"/email/verification-notification","type":0,"val":"email","end":""},{"old":"/email/verification-notification","type":0,"val":"verification-notification","end":""}],
    types: placeholder as Registry['verification.send']['types'],
  },
  'password.confirm': {
    methods: ["GET","HEAD"],
    pattern: '/confirm-password',
    tokens: [{"old":"/confirm-password","type":0,"val":"confirm-password","end":""}],
    types: placeholder as Registry['password.confirm']['types'],
  },
  'password.confirm.store': {
    methods: ["POST"],
    pattern: '/confirm-password',
    tokens: [{"old":"/confirm-password","type":0,"val":"confirm-password","end":""}],
    types: placeholder as Registry['password.confirm.store']['types'],
  },
  'verification.notice': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email',
    tokens: [{"old":"/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['verification.notice']['types'],
  },
  'dev.mailbox': {
    methods: ["GET","HEAD"],
    pattern: '/dev/mailbox',
    tokens: [{"old":"/dev/mailbox","type":0,"val":"dev","end":""},{"old":"/dev/mailbox","type":0,"val":"mailbox","end":""}],
    types: placeholder as Registry['dev.mailbox']['types'],
  },
  'dev.mailbox.show': {
    methods: ["GET","HEAD"],
    pattern: '/dev/mailbox/:id',
    tokens: [{"old":"/dev/mailbox/:id","type":0,"val":"dev","end":""},{"old":"/dev/mailbox/:id","type":0,"val":"mailbox","end":""},{"old":"/dev/mailbox/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['dev.mailbox.show']['types'],
  },
  'dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard',
    tokens: [{"old":"/dashboard","type":0,"val":"dashboard","end":""}],
    types: placeholder as Registry['dashboard']['types'],
  },
  'settings': {
    methods: ["GET","HEAD"],
    pattern: '/settings',
    tokens: [{"old":"/settings","type":0,"val":"settings","end":""}],
    types: placeholder as Registry['settings']['types'],
  },
  'profile.edit': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile',
    tokens: [{"old":"/settings/profile","type":0,"val":"settings","end":""},{"old":"/settings/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.edit']['types'],
  },
  'profile.update': {
    methods: ["PUT"],
    pattern: '/settings/profile',
    tokens: [{"old":"/settings/profile","type":0,"val":"settings","end":""},{"old":"/settings/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.update']['types'],
  },
  'user_password.edit': {
    methods: ["GET","HEAD"],
    pattern: '/settings/password',
    tokens: [{"old":"/settings/password","type":0,"val":"settings","end":""},{"old":"/settings/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['user_password.edit']['types'],
  },
  'user_password.update': {
    methods: ["PUT"],
    pattern: '/settings/password',
    tokens: [{"old":"/settings/password","type":0,"val":"settings","end":""},{"old":"/settings/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['user_password.update']['types'],
  },
  'appearance.edit': {
    methods: ["GET","HEAD"],
    pattern: '/settings/appearance',
    tokens: [{"old":"/settings/appearance","type":0,"val":"settings","end":""},{"old":"/settings/appearance","type":0,"val":"appearance","end":""}],
    types: placeholder as Registry['appearance.edit']['types'],
  },
  'sessions.index': {
    methods: ["GET","HEAD"],
    pattern: '/settings/sessions',
    tokens: [{"old":"/settings/sessions","type":0,"val":"settings","end":""},{"old":"/settings/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['sessions.index']['types'],
  },
  'sessions.destroy_others': {
    methods: ["DELETE"],
    pattern: '/settings/sessions',
    tokens: [{"old":"/settings/sessions","type":0,"val":"settings","end":""},{"old":"/settings/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['sessions.destroy_others']['types'],
  },
  'two_factor.show': {
    methods: ["GET","HEAD"],
    pattern: '/settings/two-factor',
    tokens: [{"old":"/settings/two-factor","type":0,"val":"settings","end":""},{"old":"/settings/two-factor","type":0,"val":"two-factor","end":""}],
    types: placeholder as Registry['two_factor.show']['types'],
  },
  'two_factor.enable': {
    methods: ["POST"],
    pattern: '/settings/two-factor',
    tokens: [{"old":"/settings/two-factor","type":0,"val":"settings","end":""},{"old":"/settings/two-factor","type":0,"val":"two-factor","end":""}],
    types: placeholder as Registry['two_factor.enable']['types'],
  },
  'two_factor.confirm': {
    methods: ["POST"],
    pattern: '/settings/two-factor/confirm',
    tokens: [{"old":"/settings/two-factor/confirm","type":0,"val":"settings","end":""},{"old":"/settings/two-factor/confirm","type":0,"val":"two-factor","end":""},{"old":"/settings/two-factor/confirm","type":0,"val":"confirm","end":""}],
    types: placeholder as Registry['two_factor.confirm']['types'],
  },
  'two_factor.recovery_codes': {
    methods: ["POST"],
    pattern: '/settings/two-factor/recovery-codes',
    tokens: [{"old":"/settings/two-factor/recovery-codes","type":0,"val":"settings","end":""},{"old":"/settings/two-factor/recovery-codes","type":0,"val":"two-factor","end":""},{"old":"/settings/two-factor/recovery-codes","type":0,"val":"recovery-codes","end":""}],
    types: placeholder as Registry['two_factor.recovery_codes']['types'],
  },
  'two_factor.disable': {
    methods: ["DELETE"],
    pattern: '/settings/two-factor',
    tokens: [{"old":"/settings/two-factor","type":0,"val":"settings","end":""},{"old":"/settings/two-factor","type":0,"val":"two-factor","end":""}],
    types: placeholder as Registry['two_factor.disable']['types'],
  },
  'account.edit': {
    methods: ["GET","HEAD"],
    pattern: '/settings/account',
    tokens: [{"old":"/settings/account","type":0,"val":"settings","end":""},{"old":"/settings/account","type":0,"val":"account","end":""}],
    types: placeholder as Registry['account.edit']['types'],
  },
  'account.destroy': {
    methods: ["DELETE"],
    pattern: '/settings/account',
    tokens: [{"old":"/settings/account","type":0,"val":"settings","end":""},{"old":"/settings/account","type":0,"val":"account","end":""}],
    types: placeholder as Registry['account.destroy']['types'],
  },
  'projects.index': {
    methods: ["GET","HEAD"],
    pattern: '/projects',
    tokens: [{"old":"/projects","type":0,"val":"projects","end":""}],
    types: placeholder as Registry['projects.index']['types'],
  },
  'projects.create': {
    methods: ["GET","HEAD"],
    pattern: '/projects/create',
    tokens: [{"old":"/projects/create","type":0,"val":"projects","end":""},{"old":"/projects/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['projects.create']['types'],
  },
  'projects.store': {
    methods: ["POST"],
    pattern: '/projects',
    tokens: [{"old":"/projects","type":0,"val":"projects","end":""}],
    types: placeholder as Registry['projects.store']['types'],
  },
  'projects.show': {
    methods: ["GET","HEAD"],
    pattern: '/projects/:id',
    tokens: [{"old":"/projects/:id","type":0,"val":"projects","end":""},{"old":"/projects/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['projects.show']['types'],
  },
  'projects.edit': {
    methods: ["GET","HEAD"],
    pattern: '/projects/:id/edit',
    tokens: [{"old":"/projects/:id/edit","type":0,"val":"projects","end":""},{"old":"/projects/:id/edit","type":1,"val":"id","end":""},{"old":"/projects/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['projects.edit']['types'],
  },
  'projects.update': {
    methods: ["PUT"],
    pattern: '/projects/:id',
    tokens: [{"old":"/projects/:id","type":0,"val":"projects","end":""},{"old":"/projects/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['projects.update']['types'],
  },
  'projects.destroy': {
    methods: ["DELETE"],
    pattern: '/projects/:id',
    tokens: [{"old":"/projects/:id","type":0,"val":"projects","end":""},{"old":"/projects/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['projects.destroy']['types'],
  },
  'projects.plan.accept': {
    methods: ["POST"],
    pattern: '/projects/:id/plan/accept',
    tokens: [{"old":"/projects/:id/plan/accept","type":0,"val":"projects","end":""},{"old":"/projects/:id/plan/accept","type":1,"val":"id","end":""},{"old":"/projects/:id/plan/accept","type":0,"val":"plan","end":""},{"old":"/projects/:id/plan/accept","type":0,"val":"accept","end":""}],
    types: placeholder as Registry['projects.plan.accept']['types'],
  },
  'projects.transfer': {
    methods: ["POST"],
    pattern: '/projects/:id/transfer',
    tokens: [{"old":"/projects/:id/transfer","type":0,"val":"projects","end":""},{"old":"/projects/:id/transfer","type":1,"val":"id","end":""},{"old":"/projects/:id/transfer","type":0,"val":"transfer","end":""}],
    types: placeholder as Registry['projects.transfer']['types'],
  },
  'projects.leave': {
    methods: ["POST"],
    pattern: '/projects/:id/leave',
    tokens: [{"old":"/projects/:id/leave","type":0,"val":"projects","end":""},{"old":"/projects/:id/leave","type":1,"val":"id","end":""},{"old":"/projects/:id/leave","type":0,"val":"leave","end":""}],
    types: placeholder as Registry['projects.leave']['types'],
  },
  'project_members.update': {
    methods: ["PUT"],
    pattern: '/projects/:id/members/:memberId',
    tokens: [{"old":"/projects/:id/members/:memberId","type":0,"val":"projects","end":""},{"old":"/projects/:id/members/:memberId","type":1,"val":"id","end":""},{"old":"/projects/:id/members/:memberId","type":0,"val":"members","end":""},{"old":"/projects/:id/members/:memberId","type":1,"val":"memberId","end":""}],
    types: placeholder as Registry['project_members.update']['types'],
  },
  'project_members.destroy': {
    methods: ["DELETE"],
    pattern: '/projects/:id/members/:memberId',
    tokens: [{"old":"/projects/:id/members/:memberId","type":0,"val":"projects","end":""},{"old":"/projects/:id/members/:memberId","type":1,"val":"id","end":""},{"old":"/projects/:id/members/:memberId","type":0,"val":"members","end":""},{"old":"/projects/:id/members/:memberId","type":1,"val":"memberId","end":""}],
    types: placeholder as Registry['project_members.destroy']['types'],
  },
  'project_invitations.store': {
    methods: ["POST"],
    pattern: '/projects/:id/invitations',
    tokens: [{"old":"/projects/:id/invitations","type":0,"val":"projects","end":""},{"old":"/projects/:id/invitations","type":1,"val":"id","end":""},{"old":"/projects/:id/invitations","type":0,"val":"invitations","end":""}],
    types: placeholder as Registry['project_invitations.store']['types'],
  },
  'project_invitations.resend': {
    methods: ["POST"],
    pattern: '/projects/:id/invitations/:invitationId/resend',
    tokens: [{"old":"/projects/:id/invitations/:invitationId/resend","type":0,"val":"projects","end":""},{"old":"/projects/:id/invitations/:invitationId/resend","type":1,"val":"id","end":""},{"old":"/projects/:id/invitations/:invitationId/resend","type":0,"val":"invitations","end":""},{"old":"/projects/:id/invitations/:invitationId/resend","type":1,"val":"invitationId","end":""},{"old":"/projects/:id/invitations/:invitationId/resend","type":0,"val":"resend","end":""}],
    types: placeholder as Registry['project_invitations.resend']['types'],
  },
  'project_invitations.destroy': {
    methods: ["DELETE"],
    pattern: '/projects/:id/invitations/:invitationId',
    tokens: [{"old":"/projects/:id/invitations/:invitationId","type":0,"val":"projects","end":""},{"old":"/projects/:id/invitations/:invitationId","type":1,"val":"id","end":""},{"old":"/projects/:id/invitations/:invitationId","type":0,"val":"invitations","end":""},{"old":"/projects/:id/invitations/:invitationId","type":1,"val":"invitationId","end":""}],
    types: placeholder as Registry['project_invitations.destroy']['types'],
  },
  'invitations.accept': {
    methods: ["POST"],
    pattern: '/invitations/:token/accept',
    tokens: [{"old":"/invitations/:token/accept","type":0,"val":"invitations","end":""},{"old":"/invitations/:token/accept","type":1,"val":"token","end":""},{"old":"/invitations/:token/accept","type":0,"val":"accept","end":""}],
    types: placeholder as Registry['invitations.accept']['types'],
  },
  'my_invitations.accept': {
    methods: ["POST"],
    pattern: '/my-invitations/:id/accept',
    tokens: [{"old":"/my-invitations/:id/accept","type":0,"val":"my-invitations","end":""},{"old":"/my-invitations/:id/accept","type":1,"val":"id","end":""},{"old":"/my-invitations/:id/accept","type":0,"val":"accept","end":""}],
    types: placeholder as Registry['my_invitations.accept']['types'],
  },
  'my_invitations.destroy': {
    methods: ["DELETE"],
    pattern: '/my-invitations/:id',
    tokens: [{"old":"/my-invitations/:id","type":0,"val":"my-invitations","end":""},{"old":"/my-invitations/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['my_invitations.destroy']['types'],
  },
  'invitations.show': {
    methods: ["GET","HEAD"],
    pattern: '/invitations/:token',
    tokens: [{"old":"/invitations/:token","type":0,"val":"invitations","end":""},{"old":"/invitations/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['invitations.show']['types'],
  },
  'project_messages.index': {
    methods: ["GET","HEAD"],
    pattern: '/projects/:id/messages',
    tokens: [{"old":"/projects/:id/messages","type":0,"val":"projects","end":""},{"old":"/projects/:id/messages","type":1,"val":"id","end":""},{"old":"/projects/:id/messages","type":0,"val":"messages","end":""}],
    types: placeholder as Registry['project_messages.index']['types'],
  },
  'project_messages.store': {
    methods: ["POST"],
    pattern: '/projects/:id/messages',
    tokens: [{"old":"/projects/:id/messages","type":0,"val":"projects","end":""},{"old":"/projects/:id/messages","type":1,"val":"id","end":""},{"old":"/projects/:id/messages","type":0,"val":"messages","end":""}],
    types: placeholder as Registry['project_messages.store']['types'],
  },
  'messages.update': {
    methods: ["PATCH"],
    pattern: '/messages/:id',
    tokens: [{"old":"/messages/:id","type":0,"val":"messages","end":""},{"old":"/messages/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['messages.update']['types'],
  },
  'messages.destroy': {
    methods: ["DELETE"],
    pattern: '/messages/:id',
    tokens: [{"old":"/messages/:id","type":0,"val":"messages","end":""},{"old":"/messages/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['messages.destroy']['types'],
  },
  'broadcasting.auth': {
    methods: ["POST"],
    pattern: '/broadcasting/auth',
    tokens: [{"old":"/broadcasting/auth","type":0,"val":"broadcasting","end":""},{"old":"/broadcasting/auth","type":0,"val":"auth","end":""}],
    types: placeholder as Registry['broadcasting.auth']['types'],
  },
  'pusher.events': {
    methods: ["POST"],
    pattern: '/apps/:appId/events',
    tokens: [{"old":"/apps/:appId/events","type":0,"val":"apps","end":""},{"old":"/apps/:appId/events","type":1,"val":"appId","end":""},{"old":"/apps/:appId/events","type":0,"val":"events","end":""}],
    types: placeholder as Registry['pusher.events']['types'],
  },
  'pusher.batch_events': {
    methods: ["POST"],
    pattern: '/apps/:appId/batch_events',
    tokens: [{"old":"/apps/:appId/batch_events","type":0,"val":"apps","end":""},{"old":"/apps/:appId/batch_events","type":1,"val":"appId","end":""},{"old":"/apps/:appId/batch_events","type":0,"val":"batch_events","end":""}],
    types: placeholder as Registry['pusher.batch_events']['types'],
  },
  'pusher.channels': {
    methods: ["GET","HEAD"],
    pattern: '/apps/:appId/channels',
    tokens: [{"old":"/apps/:appId/channels","type":0,"val":"apps","end":""},{"old":"/apps/:appId/channels","type":1,"val":"appId","end":""},{"old":"/apps/:appId/channels","type":0,"val":"channels","end":""}],
    types: placeholder as Registry['pusher.channels']['types'],
  },
  'pusher.channel': {
    methods: ["GET","HEAD"],
    pattern: '/apps/:appId/channels/:channel',
    tokens: [{"old":"/apps/:appId/channels/:channel","type":0,"val":"apps","end":""},{"old":"/apps/:appId/channels/:channel","type":1,"val":"appId","end":""},{"old":"/apps/:appId/channels/:channel","type":0,"val":"channels","end":""},{"old":"/apps/:appId/channels/:channel","type":1,"val":"channel","end":""}],
    types: placeholder as Registry['pusher.channel']['types'],
  },
  'pusher.channel_users': {
    methods: ["GET","HEAD"],
    pattern: '/apps/:appId/channels/:channel/users',
    tokens: [{"old":"/apps/:appId/channels/:channel/users","type":0,"val":"apps","end":""},{"old":"/apps/:appId/channels/:channel/users","type":1,"val":"appId","end":""},{"old":"/apps/:appId/channels/:channel/users","type":0,"val":"channels","end":""},{"old":"/apps/:appId/channels/:channel/users","type":1,"val":"channel","end":""},{"old":"/apps/:appId/channels/:channel/users","type":0,"val":"users","end":""}],
    types: placeholder as Registry['pusher.channel_users']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
