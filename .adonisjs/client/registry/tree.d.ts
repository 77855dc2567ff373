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
  passkeyLogin: {
    options: typeof routes['passkey_login.options']
    store: typeof routes['passkey_login.store']
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
      passkeyOptions: typeof routes['password.confirm.passkey_options']
      passkey: typeof routes['password.confirm.passkey']
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
    send: typeof routes['verification.send']
    verify: typeof routes['verification.verify']
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
  passkeys: {
    index: typeof routes['passkeys.index']
    options: typeof routes['passkeys.options']
    store: typeof routes['passkeys.store']
    update: typeof routes['passkeys.update']
    destroy: typeof routes['passkeys.destroy']
  }
  notifications: {
    edit: typeof routes['notifications.edit']
    update: typeof routes['notifications.update']
    index: typeof routes['notifications.index']
    recent: typeof routes['notifications.recent']
    readAll: typeof routes['notifications.read_all']
    open: typeof routes['notifications.open']
  }
  billing: {
    edit: typeof routes['billing.edit']
    update: typeof routes['billing.update']
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
    settings: typeof routes['projects.settings']
    update: typeof routes['projects.update']
    destroy: typeof routes['projects.destroy']
    plan: {
      propose: typeof routes['projects.plan.propose']
      accept: typeof routes['projects.plan.accept']
      pdf: typeof routes['projects.plan.pdf']
    }
    build: {
      ready: typeof routes['projects.build.ready']
      confirm: typeof routes['projects.build.confirm']
      changes: typeof routes['projects.build.changes']
    }
    transfer: typeof routes['projects.transfer']
    leave: typeof routes['projects.leave']
    mute: typeof routes['projects.mute']
    unmute: typeof routes['projects.unmute']
    read: typeof routes['projects.read']
  }
  projectMembers: {
    update: typeof routes['project_members.update']
    destroy: typeof routes['project_members.destroy']
  }
  projectTeam: {
    store: typeof routes['project_team.store']
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
  projectFiles: {
    index: typeof routes['project_files.index']
    store: typeof routes['project_files.store']
    presign: typeof routes['project_files.presign']
  }
  files: {
    confirm: typeof routes['files.confirm']
    show: typeof routes['files.show']
    thumbnail: typeof routes['files.thumbnail']
    destroy: typeof routes['files.destroy']
  }
  chatPanel: {
    status: typeof routes['chat_panel.status']
    show: typeof routes['chat_panel.show']
    update: typeof routes['chat_panel.update']
    messages: typeof routes['chat_panel.messages']
    store: typeof routes['chat_panel.store']
    read: typeof routes['chat_panel.read']
    rating: typeof routes['chat_panel.rating']
    resume: typeof routes['chat_panel.resume']
    files: {
      store: typeof routes['chat_panel.files.store']
      show: typeof routes['chat_panel.files.show']
      thumbnail: typeof routes['chat_panel.files.thumbnail']
    }
  }
  conversationRating: {
    show: typeof routes['conversation_rating.show']
    store: typeof routes['conversation_rating.store']
  }
  conversations: {
    store: typeof routes['conversations.store']
    show: typeof routes['conversations.show']
    messages: typeof routes['conversations.messages'] & {
      store: typeof routes['conversations.messages.store']
    }
    rating: typeof routes['conversations.rating']
    files: {
      store: typeof routes['conversations.files.store']
    }
  }
  inbox: {
    index: typeof routes['inbox.index']
    replies: {
      index: typeof routes['inbox.replies.index']
      store: typeof routes['inbox.replies.store']
      update: typeof routes['inbox.replies.update']
      destroy: typeof routes['inbox.replies.destroy']
    }
    reports: {
      index: typeof routes['inbox.reports.index']
      csv: typeof routes['inbox.reports.csv']
    }
    labels: {
      index: typeof routes['inbox.labels.index']
      store: typeof routes['inbox.labels.store']
      update: typeof routes['inbox.labels.update']
      destroy: typeof routes['inbox.labels.destroy']
    }
    show: typeof routes['inbox.show']
    conversationLabels: {
      update: typeof routes['inbox.conversation_labels.update']
    }
    notes: {
      store: typeof routes['inbox.notes.store']
    }
    update: typeof routes['inbox.update']
    messages: typeof routes['inbox.messages']
    reply: typeof routes['inbox.reply']
    files: {
      store: typeof routes['inbox.files.store']
    }
    read: typeof routes['inbox.read']
    block: typeof routes['inbox.block']
    unblock: typeof routes['inbox.unblock']
  }
  offers: {
    index: typeof routes['offers.index']
    create: typeof routes['offers.create']
    store: typeof routes['offers.store']
    preview: typeof routes['offers.preview']
    templates: {
      index: typeof routes['offers.templates.index']
      create: typeof routes['offers.templates.create']
      store: typeof routes['offers.templates.store']
      edit: typeof routes['offers.templates.edit']
      update: typeof routes['offers.templates.update']
      destroy: typeof routes['offers.templates.destroy']
    }
    show: typeof routes['offers.show']
    edit: typeof routes['offers.edit']
    update: typeof routes['offers.update']
    destroy: typeof routes['offers.destroy']
    responded: typeof routes['offers.responded']
    resend: typeof routes['offers.resend']
    duplicate: typeof routes['offers.duplicate']
    reminders: typeof routes['offers.reminders']
    files: {
      show: typeof routes['offers.files.show']
      thumbnail: typeof routes['offers.files.thumbnail']
    }
    track: typeof routes['offers.track']
    pdf: typeof routes['offers.pdf']
  }
  offerView: {
    show: typeof routes['offer_view.show']
    answer: typeof routes['offer_view.answer']
    start: typeof routes['offer_view.start']
    code: typeof routes['offer_view.code']
    sign: typeof routes['offer_view.sign']
    decline: typeof routes['offer_view.decline']
    pdf: typeof routes['offer_view.pdf']
  }
  receivedOffers: {
    index: typeof routes['received_offers.index']
    show: typeof routes['received_offers.show']
    answer: typeof routes['received_offers.answer']
    sign: typeof routes['received_offers.sign']
    decline: typeof routes['received_offers.decline']
    pdf: typeof routes['received_offers.pdf']
  }
  verify: {
    show: typeof routes['verify.show']
    store: typeof routes['verify.store']
  }
  invoices: {
    index: typeof routes['invoices.index']
    create: typeof routes['invoices.create']
    export: typeof routes['invoices.export']
    store: typeof routes['invoices.store']
    show: typeof routes['invoices.show']
    destroy: typeof routes['invoices.destroy']
    issue: typeof routes['invoices.issue']
    send: typeof routes['invoices.send']
    pdf: typeof routes['invoices.pdf']
    xml: typeof routes['invoices.xml']
    statements: {
      import: typeof routes['invoices.statements.import']
    }
    credits: {
      assign: typeof routes['invoices.credits.assign']
    }
    checkout: typeof routes['invoices.checkout']
  }
  payments: {
    stripe: {
      webhook: typeof routes['payments.stripe.webhook']
    }
  }
  outbox: {
    index: typeof routes['outbox.index']
    retry: typeof routes['outbox.retry']
  }
  team: {
    index: typeof routes['team.index']
    activity: typeof routes['team.activity']
    show: typeof routes['team.show']
    role: typeof routes['team.role']
    deactivate: typeof routes['team.deactivate']
    reactivate: typeof routes['team.reactivate']
    verification: typeof routes['team.verification']
    mailIn: typeof routes['team.mail_in'] & {
      release: typeof routes['team.mail_in.release']
      discard: typeof routes['team.mail_in.discard']
    }
  }
  mailIn: {
    webhook: typeof routes['mail_in.webhook']
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
  pushSubscriptions: {
    store: typeof routes['push_subscriptions.store']
    destroyCurrent: typeof routes['push_subscriptions.destroy_current']
    destroy: typeof routes['push_subscriptions.destroy']
  }
  pwa: {
    manifest: typeof routes['pwa.manifest']
    serviceWorker: typeof routes['pwa.service_worker']
    offline: typeof routes['pwa.offline']
  }
  search: typeof routes['search']
  notFound: typeof routes['not_found']
}
