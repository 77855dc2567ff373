/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  health: typeof routes['health']
  metrics: typeof routes['metrics']
  home: typeof routes['home']
  privacy: typeof routes['privacy']
  terms: typeof routes['terms']
  contact: {
    store: typeof routes['contact.store']
  }
  sitemap: typeof routes['sitemap']
  robots: typeof routes['robots']
  session: {
    create: typeof routes['session.create']
    store: typeof routes['session.store']
    destroy: typeof routes['session.destroy']
  }
  newAccount: {
    create: typeof routes['new_account.create']
    store: typeof routes['new_account.store']
  }
  password: {
    request: typeof routes['password.request']
    email: typeof routes['password.email']
    reset: typeof routes['password.reset']
    store: typeof routes['password.store']
    confirm: typeof routes['password.confirm'] & {
      store: typeof routes['password.confirm.store']
    }
  }
  twoFactor: {
    challenge: typeof routes['two_factor.challenge'] & {
      store: typeof routes['two_factor.challenge.store']
    }
    show: typeof routes['two_factor.show']
    enable: typeof routes['two_factor.enable']
    confirm: typeof routes['two_factor.confirm']
    recoveryCodes: typeof routes['two_factor.recovery_codes']
    disable: typeof routes['two_factor.disable']
  }
  verification: {
    verify: typeof routes['verification.verify']
    send: typeof routes['verification.send']
    notice: typeof routes['verification.notice']
  }
  dev: {
    mailbox: typeof routes['dev.mailbox'] & {
      show: typeof routes['dev.mailbox.show']
    }
  }
  dashboard: typeof routes['dashboard']
  settings: typeof routes['settings']
  profile: {
    edit: typeof routes['profile.edit']
    update: typeof routes['profile.update']
  }
  userPassword: {
    edit: typeof routes['user_password.edit']
    update: typeof routes['user_password.update']
  }
  appearance: {
    edit: typeof routes['appearance.edit']
  }
  sessions: {
    index: typeof routes['sessions.index']
    destroyOthers: typeof routes['sessions.destroy_others']
  }
  notifications: {
    edit: typeof routes['notifications.edit']
    update: typeof routes['notifications.update']
  }
  account: {
    edit: typeof routes['account.edit']
    destroy: typeof routes['account.destroy']
  }
  projects: {
    index: typeof routes['projects.index']
    create: typeof routes['projects.create']
    store: typeof routes['projects.store']
    show: typeof routes['projects.show']
    edit: typeof routes['projects.edit']
    update: typeof routes['projects.update']
    destroy: typeof routes['projects.destroy']
    plan: {
      accept: typeof routes['projects.plan.accept']
    }
    transfer: typeof routes['projects.transfer']
    leave: typeof routes['projects.leave']
    read: typeof routes['projects.read']
  }
  projectMembers: {
    update: typeof routes['project_members.update']
    destroy: typeof routes['project_members.destroy']
  }
  projectInvitations: {
    store: typeof routes['project_invitations.store']
    resend: typeof routes['project_invitations.resend']
    destroy: typeof routes['project_invitations.destroy']
  }
  invitations: {
    accept: typeof routes['invitations.accept']
    show: typeof routes['invitations.show']
  }
  myInvitations: {
    accept: typeof routes['my_invitations.accept']
    destroy: typeof routes['my_invitations.destroy']
  }
  projectMessages: {
    index: typeof routes['project_messages.index']
    store: typeof routes['project_messages.store']
  }
  messages: {
    update: typeof routes['messages.update']
    destroy: typeof routes['messages.destroy']
  }
  consulting: {
    status: typeof routes['consulting.status']
    show: typeof routes['consulting.show']
    update: typeof routes['consulting.update']
    messages: typeof routes['consulting.messages']
    store: typeof routes['consulting.store']
    read: typeof routes['consulting.read']
    resume: typeof routes['consulting.resume']
  }
  conversations: {
    store: typeof routes['conversations.store']
    show: typeof routes['conversations.show']
    messages: typeof routes['conversations.messages'] & {
      store: typeof routes['conversations.messages.store']
    }
  }
  inbox: {
    index: typeof routes['inbox.index']
    show: typeof routes['inbox.show']
    update: typeof routes['inbox.update']
    messages: typeof routes['inbox.messages']
    reply: typeof routes['inbox.reply']
    read: typeof routes['inbox.read']
    block: typeof routes['inbox.block']
    unblock: typeof routes['inbox.unblock']
  }
  offers: {
    index: typeof routes['offers.index']
    create: typeof routes['offers.create']
    store: typeof routes['offers.store']
    preview: typeof routes['offers.preview']
    show: typeof routes['offers.show']
    edit: typeof routes['offers.edit']
    update: typeof routes['offers.update']
    destroy: typeof routes['offers.destroy']
    responded: typeof routes['offers.responded']
    resend: typeof routes['offers.resend']
    duplicate: typeof routes['offers.duplicate']
    track: typeof routes['offers.track']
  }
  offerView: {
    show: typeof routes['offer_view.show']
    answer: typeof routes['offer_view.answer']
    start: typeof routes['offer_view.start']
  }
  broadcasting: {
    auth: typeof routes['broadcasting.auth']
  }
  pusher: {
    events: typeof routes['pusher.events']
    batchEvents: typeof routes['pusher.batch_events']
    channels: typeof routes['pusher.channels']
    channel: typeof routes['pusher.channel']
    channelUsers: typeof routes['pusher.channel_users']
  }
}
