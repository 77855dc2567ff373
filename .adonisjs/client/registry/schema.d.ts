/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'health': {
    methods: ["GET","HEAD"]
    pattern: '/health'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/health_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/health_controller').default['show']>>>
    }
  }
  'metrics': {
    methods: ["GET","HEAD"]
    pattern: '/metrics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/metrics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/metrics_controller').default['show']>>>
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['home']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['home']>>>
    }
  }
  'privacy': {
    methods: ["GET","HEAD"]
    pattern: '/privacy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['privacy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['privacy']>>>
    }
  }
  'terms': {
    methods: ["GET","HEAD"]
    pattern: '/terms'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['terms']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/pages_controller').default['terms']>>>
    }
  }
  'contact.store': {
    methods: ["POST"]
    pattern: '/contact'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/contact').contactValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/contact').contactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/contact_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/contact_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sitemap': {
    methods: ["GET","HEAD"]
    pattern: '/sitemap.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/seo_controller').default['sitemap']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/seo_controller').default['sitemap']>>>
    }
  }
  'robots': {
    methods: ["GET","HEAD"]
    pattern: '/robots.txt'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/marketing/seo_controller').default['robots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/marketing/seo_controller').default['robots']>>>
    }
  }
  'session.create': {
    methods: ["GET","HEAD"]
    pattern: '/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
    }
  }
  'session.store': {
    methods: ["POST"]
    pattern: '/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'passkey_login.options': {
    methods: ["POST"]
    pattern: '/login/passkey/options'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkey_login_controller').default['options']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkey_login_controller').default['options']>>>
    }
  }
  'passkey_login.store': {
    methods: ["POST"]
    pattern: '/login/passkey'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/passkeys').passkeyAssertionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/passkeys').passkeyAssertionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkey_login_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkey_login_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'new_account.create': {
    methods: ["GET","HEAD"]
    pattern: '/register'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/new_account_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/new_account_controller').default['create']>>>
    }
  }
  'new_account.store': {
    methods: ["POST"]
    pattern: '/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/new_account_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/new_account_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.request': {
    methods: ["GET","HEAD"]
    pattern: '/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
    }
  }
  'password.email': {
    methods: ["POST"]
    pattern: '/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.reset': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
    }
  }
  'password.store': {
    methods: ["POST"]
    pattern: '/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.challenge': {
    methods: ["GET","HEAD"]
    pattern: '/two-factor-challenge'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['create']>>>
    }
  }
  'two_factor.challenge.store': {
    methods: ["POST"]
    pattern: '/two-factor-challenge'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').twoFactorChallengeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').twoFactorChallengeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'session.destroy': {
    methods: ["POST"]
    pattern: '/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
    }
  }
  'verification.send': {
    methods: ["POST"]
    pattern: '/email/verification-notification'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['send']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['send']>>>
    }
  }
  'password.confirm': {
    methods: ["GET","HEAD"]
    pattern: '/confirm-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['show']>>>
    }
  }
  'password.confirm.store': {
    methods: ["POST"]
    pattern: '/confirm-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.confirm.passkey_options': {
    methods: ["POST"]
    pattern: '/confirm-password/passkey/options'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkey_confirmation_controller').default['options']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkey_confirmation_controller').default['options']>>>
    }
  }
  'password.confirm.passkey': {
    methods: ["POST"]
    pattern: '/confirm-password/passkey'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/passkeys').passkeyAssertionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/passkeys').passkeyAssertionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkey_confirmation_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkey_confirmation_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'verification.verify': {
    methods: ["GET","HEAD"]
    pattern: '/email/verify/:id/:hash'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; hash: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['verify']>>>
    }
  }
  'verification.notice': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['show']>>>
    }
  }
  'dev.mailbox': {
    methods: ["GET","HEAD"]
    pattern: '/dev/mailbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/dev_mailbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/dev_mailbox_controller').default['index']>>>
    }
  }
  'dev.mailbox.show': {
    methods: ["GET","HEAD"]
    pattern: '/dev/mailbox/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/dev_mailbox_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/dev_mailbox_controller').default['show']>>>
    }
  }
  'dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
    }
  }
  'settings': {
    methods: ["GET","HEAD"]
    pattern: '/settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'profile.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/profile'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/profile_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/profile_controller').default['edit']>>>
    }
  }
  'profile.update': {
    methods: ["PUT"]
    pattern: '/settings/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/settings').profileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/settings').profileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/profile_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/profile_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'user_password.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/password_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/password_controller').default['edit']>>>
    }
  }
  'user_password.update': {
    methods: ["PUT"]
    pattern: '/settings/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/settings').updatePasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/settings').updatePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/password_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/password_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'appearance.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/appearance'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'sessions.index': {
    methods: ["GET","HEAD"]
    pattern: '/settings/sessions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/sessions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/sessions_controller').default['index']>>>
    }
  }
  'sessions.destroy_others': {
    methods: ["DELETE"]
    pattern: '/settings/sessions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/sessions_controller').default['destroyOthers']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/sessions_controller').default['destroyOthers']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.show': {
    methods: ["GET","HEAD"]
    pattern: '/settings/two-factor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['show']>>>
    }
  }
  'two_factor.enable': {
    methods: ["POST"]
    pattern: '/settings/two-factor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['enable']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['enable']>>>
    }
  }
  'two_factor.confirm': {
    methods: ["POST"]
    pattern: '/settings/two-factor/confirm'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/settings').twoFactorCodeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/settings').twoFactorCodeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['confirm']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.recovery_codes': {
    methods: ["POST"]
    pattern: '/settings/two-factor/recovery-codes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['regenerate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['regenerate']>>>
    }
  }
  'two_factor.disable': {
    methods: ["DELETE"]
    pattern: '/settings/two-factor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['disable']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/two_factor_controller').default['disable']>>>
    }
  }
  'passkeys.index': {
    methods: ["GET","HEAD"]
    pattern: '/settings/passkeys'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['index']>>>
    }
  }
  'passkeys.options': {
    methods: ["POST"]
    pattern: '/settings/passkeys/options'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['options']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['options']>>>
    }
  }
  'passkeys.store': {
    methods: ["POST"]
    pattern: '/settings/passkeys'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/passkeys').registerPasskeyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/passkeys').registerPasskeyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'passkeys.update': {
    methods: ["PUT"]
    pattern: '/settings/passkeys/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/passkeys').renamePasskeyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/passkeys').renamePasskeyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'passkeys.destroy': {
    methods: ["DELETE"]
    pattern: '/settings/passkeys/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/passkeys_controller').default['destroy']>>>
    }
  }
  'notifications.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/notifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/notifications_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/notifications_controller').default['edit']>>>
    }
  }
  'notifications.update': {
    methods: ["PUT"]
    pattern: '/settings/notifications'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/unread').notificationsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/unread').notificationsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/notifications_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/notifications_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'billing.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/billing'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/billing_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/billing_controller').default['edit']>>>
    }
  }
  'billing.update': {
    methods: ["PUT"]
    pattern: '/settings/billing'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/billing').billingProfileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/billing').billingProfileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/billing_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/billing_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account.edit': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/account_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/account_controller').default['edit']>>>
    }
  }
  'account.destroy': {
    methods: ["DELETE"]
    pattern: '/settings/account'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/settings').deleteAccountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/settings').deleteAccountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/settings/account_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/settings/account_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.index': {
    methods: ["GET","HEAD"]
    pattern: '/projects'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['index']>>>
    }
  }
  'projects.create': {
    methods: ["GET","HEAD"]
    pattern: '/projects/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['create']>>>
    }
  }
  'projects.store': {
    methods: ["POST"]
    pattern: '/projects'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').createProjectValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/project').createProjectValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.show': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['show']>>>
    }
  }
  'projects.edit': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['edit']>>>
    }
  }
  'projects.settings': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id/settings'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['settings']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['settings']>>>
    }
  }
  'projects.update': {
    methods: ["PUT"]
    pattern: '/projects/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').updateProjectValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').updateProjectValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.destroy': {
    methods: ["DELETE"]
    pattern: '/projects/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/projects_controller').default['destroy']>>>
    }
  }
  'projects.plan.propose': {
    methods: ["POST"]
    pattern: '/projects/:id/plan'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').planValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').planValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['propose']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['propose']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.plan.accept': {
    methods: ["POST"]
    pattern: '/projects/:id/plan/accept'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').signPlanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').signPlanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['accept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['accept']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.plan.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id/plan/:number/signed.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; number: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['pdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/plan_controller').default['pdf']>>>
    }
  }
  'projects.build.ready': {
    methods: ["POST"]
    pattern: '/projects/:id/build'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').buildReadyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').buildReadyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['ready']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['ready']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.build.confirm': {
    methods: ["POST"]
    pattern: '/projects/:id/build/confirm'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['confirm']>>>
    }
  }
  'projects.build.changes': {
    methods: ["POST"]
    pattern: '/projects/:id/build/changes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').buildChangesValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').buildChangesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['changes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/builds_controller').default['changes']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.transfer': {
    methods: ["POST"]
    pattern: '/projects/:id/transfer'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').transferValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').transferValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/transfers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/transfers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'projects.leave': {
    methods: ["POST"]
    pattern: '/projects/:id/leave'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['leave']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['leave']>>>
    }
  }
  'projects.mute': {
    methods: ["POST"]
    pattern: '/projects/:id/mute'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/mutes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/mutes_controller').default['store']>>>
    }
  }
  'projects.unmute': {
    methods: ["DELETE"]
    pattern: '/projects/:id/mute'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/mutes_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/mutes_controller').default['destroy']>>>
    }
  }
  'project_members.update': {
    methods: ["PUT"]
    pattern: '/projects/:id/members/:memberId'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').memberRoleValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; memberId: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').memberRoleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_members.destroy': {
    methods: ["DELETE"]
    pattern: '/projects/:id/members/:memberId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; memberId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/members_controller').default['destroy']>>>
    }
  }
  'project_team.store': {
    methods: ["POST"]
    pattern: '/projects/:id/team'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').teamMemberValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').teamMemberValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/team_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/team_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_invitations.store': {
    methods: ["POST"]
    pattern: '/projects/:id/invitations'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/project').inviteValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/project').inviteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_invitations.resend': {
    methods: ["POST"]
    pattern: '/projects/:id/invitations/:invitationId/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; invitationId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['resend']>>>
    }
  }
  'project_invitations.destroy': {
    methods: ["DELETE"]
    pattern: '/projects/:id/invitations/:invitationId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; invitationId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/invitations_controller').default['destroy']>>>
    }
  }
  'invitations.accept': {
    methods: ["POST"]
    pattern: '/invitations/:token/accept'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/invitation_links_controller').default['accept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/invitation_links_controller').default['accept']>>>
    }
  }
  'my_invitations.accept': {
    methods: ["POST"]
    pattern: '/my-invitations/:id/accept'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/my_invitations_controller').default['accept']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/my_invitations_controller').default['accept']>>>
    }
  }
  'my_invitations.destroy': {
    methods: ["DELETE"]
    pattern: '/my-invitations/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/my_invitations_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/my_invitations_controller').default['destroy']>>>
    }
  }
  'invitations.show': {
    methods: ["GET","HEAD"]
    pattern: '/invitations/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/invitation_links_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/invitation_links_controller').default['show']>>>
    }
  }
  'project_messages.index': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id/messages'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/chat').listMessagesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_messages.store': {
    methods: ["POST"]
    pattern: '/projects/:id/messages'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/chat').postMessageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/chat').postMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messages.update': {
    methods: ["PATCH"]
    pattern: '/messages/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/chat').editMessageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/chat').editMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'messages.destroy': {
    methods: ["DELETE"]
    pattern: '/messages/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/chat/messages_controller').default['destroy']>>>
    }
  }
  'project_files.index': {
    methods: ["GET","HEAD"]
    pattern: '/projects/:id/files'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/files').listFilesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_files.store': {
    methods: ["POST"]
    pattern: '/projects/:id/files'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/files').uploadFileValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/files').uploadFileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'project_files.presign': {
    methods: ["POST"]
    pattern: '/projects/:id/files/presign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/files').presignUploadValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/files').presignUploadValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['presign']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['presign']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'files.confirm': {
    methods: ["POST"]
    pattern: '/files/:id/confirm'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['confirm']>>>
    }
  }
  'files.show': {
    methods: ["GET","HEAD"]
    pattern: '/files/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['show']>>>
    }
  }
  'files.thumbnail': {
    methods: ["GET","HEAD"]
    pattern: '/files/:id/thumbnail'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['thumbnail']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['thumbnail']>>>
    }
  }
  'files.destroy': {
    methods: ["DELETE"]
    pattern: '/files/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/files/files_controller').default['destroy']>>>
    }
  }
  'chat_panel.status': {
    methods: ["GET","HEAD"]
    pattern: '/chat/status'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['status']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['status']>>>
    }
  }
  'chat_panel.show': {
    methods: ["GET","HEAD"]
    pattern: '/chat/conversation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['show']>>>
    }
  }
  'chat_panel.update': {
    methods: ["PATCH"]
    pattern: '/chat/conversation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').visitorDetailsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').visitorDetailsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat_panel.messages': {
    methods: ["GET","HEAD"]
    pattern: '/chat/messages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['messages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['messages']>>>
    }
  }
  'chat_panel.store': {
    methods: ["POST"]
    pattern: '/chat/messages'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').visitorMessageValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').visitorMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat_panel.read': {
    methods: ["POST"]
    pattern: '/chat/read'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').readValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').readValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['read']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat_panel.rating': {
    methods: ["POST"]
    pattern: '/chat/rating'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['rate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['rate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'chat_panel.resume': {
    methods: ["GET","HEAD"]
    pattern: '/chat/resume/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['resume']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['resume']>>>
    }
  }
  'chat_panel.files.store': {
    methods: ["POST"]
    pattern: '/chat/files'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['upload']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['upload']>>>
    }
  }
  'chat_panel.files.show': {
    methods: ["GET","HEAD"]
    pattern: '/chat/files/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['file']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['file']>>>
    }
  }
  'chat_panel.files.thumbnail': {
    methods: ["GET","HEAD"]
    pattern: '/chat/files/:id/thumbnail'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['thumbnail']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/chat_panel_controller').default['thumbnail']>>>
    }
  }
  'conversation_rating.show': {
    methods: ["GET","HEAD"]
    pattern: '/rating/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/conversation_rating_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/conversation_rating_controller').default['show']>>>
    }
  }
  'conversation_rating.store': {
    methods: ["POST"]
    pattern: '/rating/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/conversation_rating_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/conversation_rating_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'conversations.store': {
    methods: ["POST"]
    pattern: '/conversations'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['store']>>>
    }
  }
  'conversations.show': {
    methods: ["GET","HEAD"]
    pattern: '/conversations/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['show']>>>
    }
  }
  'conversations.messages': {
    methods: ["GET","HEAD"]
    pattern: '/conversations/:id/messages'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['messages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['messages']>>>
    }
  }
  'conversations.messages.store': {
    methods: ["POST"]
    pattern: '/conversations/:id/messages'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').chatMessageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').chatMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['storeMessage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['storeMessage']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'conversations.rating': {
    methods: ["POST"]
    pattern: '/conversations/:id/rating'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').ratingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['rate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['rate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'conversations.files.store': {
    methods: ["POST"]
    pattern: '/conversations/:id/files'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['upload']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/client_conversations_controller').default['upload']>>>
    }
  }
  'inbox.index': {
    methods: ["GET","HEAD"]
    pattern: '/inbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['index']>>>
    }
  }
  'inbox.replies.index': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/replies'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['index']>>>
    }
  }
  'inbox.replies.store': {
    methods: ["POST"]
    pattern: '/inbox/replies'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').savedReplyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').savedReplyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.replies.update': {
    methods: ["PUT"]
    pattern: '/inbox/replies/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').savedReplyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').savedReplyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.replies.destroy': {
    methods: ["DELETE"]
    pattern: '/inbox/replies/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/saved_replies_controller').default['destroy']>>>
    }
  }
  'inbox.reports.index': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/reports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_reports_controller').default['index']>>>
    }
  }
  'inbox.reports.csv': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/reports.csv'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_reports_controller').default['csv']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_reports_controller').default['csv']>>>
    }
  }
  'inbox.labels.index': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/labels'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['index']>>>
    }
  }
  'inbox.labels.store': {
    methods: ["POST"]
    pattern: '/inbox/labels'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').labelValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').labelValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.labels.update': {
    methods: ["PUT"]
    pattern: '/inbox/labels/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').labelValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').labelValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.labels.destroy': {
    methods: ["DELETE"]
    pattern: '/inbox/labels/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/labels_controller').default['destroy']>>>
    }
  }
  'inbox.show': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['show']>>>
    }
  }
  'inbox.conversation_labels.update': {
    methods: ["PUT"]
    pattern: '/inbox/:id/labels'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').conversationLabelsValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').conversationLabelsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['labels']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['labels']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.notes.store': {
    methods: ["POST"]
    pattern: '/inbox/:id/notes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').noteValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').noteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['note']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['note']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.update': {
    methods: ["PATCH"]
    pattern: '/inbox/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').conversationUpdateValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').conversationUpdateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.messages': {
    methods: ["GET","HEAD"]
    pattern: '/inbox/:id/messages'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['messages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['messages']>>>
    }
  }
  'inbox.reply': {
    methods: ["POST"]
    pattern: '/inbox/:id/messages'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/conversation').chatMessageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/conversation').chatMessageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['reply']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['reply']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'inbox.files.store': {
    methods: ["POST"]
    pattern: '/inbox/:id/files'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['upload']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['upload']>>>
    }
  }
  'inbox.read': {
    methods: ["POST"]
    pattern: '/inbox/:id/read'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['read']>>>
    }
  }
  'inbox.block': {
    methods: ["POST"]
    pattern: '/inbox/:id/block'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['block']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['block']>>>
    }
  }
  'inbox.unblock': {
    methods: ["DELETE"]
    pattern: '/inbox/:id/block'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['unblock']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/conversations/inbox_controller').default['unblock']>>>
    }
  }
  'offers.index': {
    methods: ["GET","HEAD"]
    pattern: '/offers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['index']>>>
    }
  }
  'offers.create': {
    methods: ["GET","HEAD"]
    pattern: '/offers/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['create']>>>
    }
  }
  'offers.store': {
    methods: ["POST"]
    pattern: '/offers'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offers.preview': {
    methods: ["POST"]
    pattern: '/offers/preview'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/previews_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/previews_controller').default['store']>>>
    }
  }
  'offers.templates.index': {
    methods: ["GET","HEAD"]
    pattern: '/offers/templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['index']>>>
    }
  }
  'offers.templates.create': {
    methods: ["GET","HEAD"]
    pattern: '/offers/templates/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['create']>>>
    }
  }
  'offers.templates.store': {
    methods: ["POST"]
    pattern: '/offers/templates'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerTemplateValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerTemplateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offers.templates.edit': {
    methods: ["GET","HEAD"]
    pattern: '/offers/templates/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['edit']>>>
    }
  }
  'offers.templates.update': {
    methods: ["PUT"]
    pattern: '/offers/templates/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerTemplateValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerTemplateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offers.templates.destroy': {
    methods: ["DELETE"]
    pattern: '/offers/templates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_templates_controller').default['destroy']>>>
    }
  }
  'offers.show': {
    methods: ["GET","HEAD"]
    pattern: '/offers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['show']>>>
    }
  }
  'offers.edit': {
    methods: ["GET","HEAD"]
    pattern: '/offers/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['edit']>>>
    }
  }
  'offers.update': {
    methods: ["PUT"]
    pattern: '/offers/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offers.destroy': {
    methods: ["DELETE"]
    pattern: '/offers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offers_controller').default['destroy']>>>
    }
  }
  'offers.responded': {
    methods: ["POST"]
    pattern: '/offers/:id/responded'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['markResponded']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['markResponded']>>>
    }
  }
  'offers.resend': {
    methods: ["POST"]
    pattern: '/offers/:id/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['resend']>>>
    }
  }
  'offers.duplicate': {
    methods: ["POST"]
    pattern: '/offers/:id/duplicate'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['duplicate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['duplicate']>>>
    }
  }
  'offers.reminders': {
    methods: ["POST"]
    pattern: '/offers/:id/reminders'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerRemindersValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerRemindersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['reminders']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_actions_controller').default['reminders']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offers.files.show': {
    methods: ["GET","HEAD"]
    pattern: '/offers/files/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_files_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_files_controller').default['show']>>>
    }
  }
  'offers.files.thumbnail': {
    methods: ["GET","HEAD"]
    pattern: '/offers/files/:id/thumbnail'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/offer_files_controller').default['thumbnail']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/offer_files_controller').default['thumbnail']>>>
    }
  }
  'offers.track': {
    methods: ["GET","HEAD"]
    pattern: '/track/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/tracking_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/tracking_controller').default['show']>>>
    }
  }
  'offer_view.show': {
    methods: ["GET","HEAD"]
    pattern: '/offer/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['show']>>>
    }
  }
  'offer_view.answer': {
    methods: ["POST"]
    pattern: '/offer/:token/answer'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerAnswerValidator)>>
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerAnswerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['answer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['answer']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offer_view.start': {
    methods: ["GET","HEAD"]
    pattern: '/offer/:token/start'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['start']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/online_view_controller').default['start']>>>
    }
  }
  'received_offers.index': {
    methods: ["GET","HEAD"]
    pattern: '/proposals'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['index']>>>
    }
  }
  'received_offers.show': {
    methods: ["GET","HEAD"]
    pattern: '/proposals/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['show']>>>
    }
  }
  'received_offers.answer': {
    methods: ["POST"]
    pattern: '/proposals/:id/answer'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offer').offerAnswerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offer').offerAnswerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['answer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offers/received_offers_controller').default['answer']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offer_view.code': {
    methods: ["POST"]
    pattern: '/offer/:token/code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['sendCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['sendCode']>>>
    }
  }
  'offer_view.sign': {
    methods: ["POST"]
    pattern: '/offer/:token/sign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').signAgreementValidator)>>
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').signAgreementValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['signByCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['signByCode']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offer_view.decline': {
    methods: ["POST"]
    pattern: '/offer/:token/decline'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').declineAgreementValidator)>>
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').declineAgreementValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['declineByLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['declineByLink']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offer_view.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/offer/:token/signed.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadByLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadByLink']>>>
    }
  }
  'received_offers.sign': {
    methods: ["POST"]
    pattern: '/proposals/:id/sign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').signAgreementValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').signAgreementValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['signAsAccount']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['signAsAccount']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'received_offers.decline': {
    methods: ["POST"]
    pattern: '/proposals/:id/decline'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').declineAgreementValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').declineAgreementValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['declineAsAccount']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['declineAsAccount']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'received_offers.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/proposals/:id/signed.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadAsAccount']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadAsAccount']>>>
    }
  }
  'offers.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/offers/:id/signed.pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadAsStaff']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/signing_controller').default['downloadAsStaff']>>>
    }
  }
  'verify.show': {
    methods: ["GET","HEAD"]
    pattern: '/verify'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/verify_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/verify_controller').default['show']>>>
    }
  }
  'verify.store': {
    methods: ["POST"]
    pattern: '/verify'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/agreement').verifyReferenceValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/agreement').verifyReferenceValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/agreements/verify_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/agreements/verify_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'invoices.index': {
    methods: ["GET","HEAD"]
    pattern: '/invoices'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/invoice').invoiceFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'invoices.create': {
    methods: ["GET","HEAD"]
    pattern: '/invoices/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['create']>>>
    }
  }
  'invoices.export': {
    methods: ["GET","HEAD"]
    pattern: '/invoices/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/invoice').invoiceExportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/exports_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/exports_controller').default['download']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'invoices.store': {
    methods: ["POST"]
    pattern: '/invoices'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/invoice').invoiceDraftValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/invoice').invoiceDraftValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'invoices.show': {
    methods: ["GET","HEAD"]
    pattern: '/invoices/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['show']>>>
    }
  }
  'invoices.destroy': {
    methods: ["DELETE"]
    pattern: '/invoices/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['destroy']>>>
    }
  }
  'invoices.issue': {
    methods: ["POST"]
    pattern: '/invoices/:id/issue'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['issue']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['issue']>>>
    }
  }
  'invoices.send': {
    methods: ["POST"]
    pattern: '/invoices/:id/send'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['send']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/invoices_controller').default['send']>>>
    }
  }
  'invoices.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/invoices/:id/pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/documents_controller').default['pdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/documents_controller').default['pdf']>>>
    }
  }
  'invoices.xml': {
    methods: ["GET","HEAD"]
    pattern: '/invoices/:id/xml'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/documents_controller').default['xml']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/documents_controller').default['xml']>>>
    }
  }
  'invoices.statements.import': {
    methods: ["POST"]
    pattern: '/invoices/statements'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['importStatement']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['importStatement']>>>
    }
  }
  'invoices.credits.assign': {
    methods: ["POST"]
    pattern: '/invoices/credits/:id/assign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/invoice').assignCreditValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/invoice').assignCreditValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['assignCredit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['assignCredit']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'invoices.checkout': {
    methods: ["POST"]
    pattern: '/invoices/:id/checkout'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['checkout']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['checkout']>>>
    }
  }
  'payments.stripe.webhook': {
    methods: ["POST"]
    pattern: '/payments/stripe/webhook'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['stripeWebhook']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/invoices/payments_controller').default['stripeWebhook']>>>
    }
  }
  'outbox.index': {
    methods: ["GET","HEAD"]
    pattern: '/outbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mail/outbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mail/outbox_controller').default['index']>>>
    }
  }
  'outbox.retry': {
    methods: ["POST"]
    pattern: '/outbox/:id/retry'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mail/outbox_controller').default['retry']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mail/outbox_controller').default['retry']>>>
    }
  }
  'team.index': {
    methods: ["GET","HEAD"]
    pattern: '/team'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/people_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/people_controller').default['index']>>>
    }
  }
  'team.activity': {
    methods: ["GET","HEAD"]
    pattern: '/team/activity'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/activity_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/activity_controller').default['index']>>>
    }
  }
  'team.show': {
    methods: ["GET","HEAD"]
    pattern: '/team/people/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/people_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/people_controller').default['show']>>>
    }
  }
  'team.role': {
    methods: ["PUT"]
    pattern: '/team/people/:id/role'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/team').roleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/team').roleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['role']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['role']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'team.deactivate': {
    methods: ["POST"]
    pattern: '/team/people/:id/deactivation'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['deactivate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['deactivate']>>>
    }
  }
  'team.reactivate': {
    methods: ["DELETE"]
    pattern: '/team/people/:id/deactivation'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['reactivate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['reactivate']>>>
    }
  }
  'team.verification': {
    methods: ["POST"]
    pattern: '/team/people/:id/verification'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['verification']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/accounts_controller').default['verification']>>>
    }
  }
  'mail_in.webhook': {
    methods: ["POST"]
    pattern: '/mail/inbound/:provider/:format?'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/mail/inbound_webhooks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/mail/inbound_webhooks_controller').default['store']>>>
    }
  }
  'team.mail_in': {
    methods: ["GET","HEAD"]
    pattern: '/team/mail-in'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['index']>>>
    }
  }
  'team.mail_in.release': {
    methods: ["POST"]
    pattern: '/team/mail-in/:id/release'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['release']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['release']>>>
    }
  }
  'team.mail_in.discard': {
    methods: ["POST"]
    pattern: '/team/mail-in/:id/discard'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['discard']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/team/mail_in_controller').default['discard']>>>
    }
  }
  'projects.read': {
    methods: ["POST"]
    pattern: '/projects/:id/read'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/unread').markReadValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/unread').markReadValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/projects/reads_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/projects/reads_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'notifications.index': {
    methods: ["GET","HEAD"]
    pattern: '/notifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['index']>>>
    }
  }
  'notifications.recent': {
    methods: ["GET","HEAD"]
    pattern: '/notifications/recent'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['recent']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['recent']>>>
    }
  }
  'notifications.read_all': {
    methods: ["POST"]
    pattern: '/notifications/read'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['readAll']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['readAll']>>>
    }
  }
  'notifications.open': {
    methods: ["GET","HEAD"]
    pattern: '/notifications/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['open']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/notifications/notifications_controller').default['open']>>>
    }
  }
  'broadcasting.auth': {
    methods: ["POST"]
    pattern: '/broadcasting/auth'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/broadcasting_controller').default['authorize']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/broadcasting_controller').default['authorize']>>>
    }
  }
  'pusher.events': {
    methods: ["POST"]
    pattern: '/apps/:appId/events'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { appId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
    }
  }
  'pusher.batch_events': {
    methods: ["POST"]
    pattern: '/apps/:appId/batch_events'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { appId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
    }
  }
  'pusher.channels': {
    methods: ["GET","HEAD"]
    pattern: '/apps/:appId/channels'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { appId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
    }
  }
  'pusher.channel': {
    methods: ["GET","HEAD"]
    pattern: '/apps/:appId/channels/:channel'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { appId: ParamValue; channel: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
    }
  }
  'pusher.channel_users': {
    methods: ["GET","HEAD"]
    pattern: '/apps/:appId/channels/:channel/users'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { appId: ParamValue; channel: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pusher_api_controller').default['handle']>>>
    }
  }
  'push_subscriptions.store': {
    methods: ["POST"]
    pattern: '/push/subscriptions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/push').subscribeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/push').subscribeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'push_subscriptions.destroy_current': {
    methods: ["DELETE"]
    pattern: '/push/subscriptions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/push').unsubscribeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/push').unsubscribeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['destroyCurrent']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['destroyCurrent']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'push_subscriptions.destroy': {
    methods: ["DELETE"]
    pattern: '/push/subscriptions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/push/subscriptions_controller').default['destroy']>>>
    }
  }
  'pwa.manifest': {
    methods: ["GET","HEAD"]
    pattern: '/manifest.webmanifest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['manifest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['manifest']>>>
    }
  }
  'pwa.service_worker': {
    methods: ["GET","HEAD"]
    pattern: '/sw.js'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['serviceWorker']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['serviceWorker']>>>
    }
  }
  'pwa.offline': {
    methods: ["GET","HEAD"]
    pattern: '/offline'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['offline']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/pwa_controller').default['offline']>>>
    }
  }
  'search': {
    methods: ["GET","HEAD"]
    pattern: '/search'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/search/search_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/search/search_controller').default['index']>>>
    }
  }
  'not_found': {
    methods: ["GET","HEAD"]
    pattern: '/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/not_found_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/not_found_controller').default['show']>>>
    }
  }
}
