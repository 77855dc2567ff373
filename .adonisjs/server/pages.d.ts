import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'agreements/verify': ExtractProps<(typeof import('../../inertia/pages/agreements/verify.tsx'))['default']>
    'auth/confirm_password': ExtractProps<(typeof import('../../inertia/pages/auth/confirm_password.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/register': ExtractProps<(typeof import('../../inertia/pages/auth/register.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/two_factor_challenge': ExtractProps<(typeof import('../../inertia/pages/auth/two_factor_challenge.tsx'))['default']>
    'auth/verify_email': ExtractProps<(typeof import('../../inertia/pages/auth/verify_email.tsx'))['default']>
    'conversations/rate': ExtractProps<(typeof import('../../inertia/pages/conversations/rate.tsx'))['default']>
    'conversations/show': ExtractProps<(typeof import('../../inertia/pages/conversations/show.tsx'))['default']>
    'dashboard': ExtractProps<(typeof import('../../inertia/pages/dashboard.tsx'))['default']>
    'errors/app_not_found': ExtractProps<(typeof import('../../inertia/pages/errors/app_not_found.tsx'))['default']>
    'errors/forbidden': ExtractProps<(typeof import('../../inertia/pages/errors/forbidden.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'inbox/index': ExtractProps<(typeof import('../../inertia/pages/inbox/index.tsx'))['default']>
    'inbox/labels': ExtractProps<(typeof import('../../inertia/pages/inbox/labels.tsx'))['default']>
    'inbox/replies': ExtractProps<(typeof import('../../inertia/pages/inbox/replies.tsx'))['default']>
    'inbox/reports': ExtractProps<(typeof import('../../inertia/pages/inbox/reports.tsx'))['default']>
    'inbox/show': ExtractProps<(typeof import('../../inertia/pages/inbox/show.tsx'))['default']>
    'invitations/show': ExtractProps<(typeof import('../../inertia/pages/invitations/show.tsx'))['default']>
    'invoices/create': ExtractProps<(typeof import('../../inertia/pages/invoices/create.tsx'))['default']>
    'invoices/export_parts': ExtractProps<(typeof import('../../inertia/pages/invoices/export_parts.tsx'))['default']>
    'invoices/index': ExtractProps<(typeof import('../../inertia/pages/invoices/index.tsx'))['default']>
    'invoices/invoice_parts': ExtractProps<(typeof import('../../inertia/pages/invoices/invoice_parts.tsx'))['default']>
    'invoices/receivables_parts': ExtractProps<(typeof import('../../inertia/pages/invoices/receivables_parts.tsx'))['default']>
    'invoices/show': ExtractProps<(typeof import('../../inertia/pages/invoices/show.tsx'))['default']>
    'invoices/statement_parts': ExtractProps<(typeof import('../../inertia/pages/invoices/statement_parts.tsx'))['default']>
    'legal/privacy': ExtractProps<(typeof import('../../inertia/pages/legal/privacy.tsx'))['default']>
    'legal/terms': ExtractProps<(typeof import('../../inertia/pages/legal/terms.tsx'))['default']>
    'marketing/home': ExtractProps<(typeof import('../../inertia/pages/marketing/home.tsx'))['default']>
    'marketing/offer': ExtractProps<(typeof import('../../inertia/pages/marketing/offer.tsx'))['default']>
    'notifications/index': ExtractProps<(typeof import('../../inertia/pages/notifications/index.tsx'))['default']>
    'offers/create': ExtractProps<(typeof import('../../inertia/pages/offers/create.tsx'))['default']>
    'offers/edit': ExtractProps<(typeof import('../../inertia/pages/offers/edit.tsx'))['default']>
    'offers/index': ExtractProps<(typeof import('../../inertia/pages/offers/index.tsx'))['default']>
    'offers/show': ExtractProps<(typeof import('../../inertia/pages/offers/show.tsx'))['default']>
    'offers/templates/create': ExtractProps<(typeof import('../../inertia/pages/offers/templates/create.tsx'))['default']>
    'offers/templates/edit': ExtractProps<(typeof import('../../inertia/pages/offers/templates/edit.tsx'))['default']>
    'offers/templates/index': ExtractProps<(typeof import('../../inertia/pages/offers/templates/index.tsx'))['default']>
    'outbox/index': ExtractProps<(typeof import('../../inertia/pages/outbox/index.tsx'))['default']>
    'projects/create': ExtractProps<(typeof import('../../inertia/pages/projects/create.tsx'))['default']>
    'projects/edit': ExtractProps<(typeof import('../../inertia/pages/projects/edit.tsx'))['default']>
    'projects/files': ExtractProps<(typeof import('../../inertia/pages/projects/files.tsx'))['default']>
    'projects/index': ExtractProps<(typeof import('../../inertia/pages/projects/index.tsx'))['default']>
    'projects/settings': ExtractProps<(typeof import('../../inertia/pages/projects/settings.tsx'))['default']>
    'projects/show': ExtractProps<(typeof import('../../inertia/pages/projects/show.tsx'))['default']>
    'received_offers/index': ExtractProps<(typeof import('../../inertia/pages/received_offers/index.tsx'))['default']>
    'received_offers/show': ExtractProps<(typeof import('../../inertia/pages/received_offers/show.tsx'))['default']>
    'search/index': ExtractProps<(typeof import('../../inertia/pages/search/index.tsx'))['default']>
    'settings/account': ExtractProps<(typeof import('../../inertia/pages/settings/account.tsx'))['default']>
    'settings/appearance': ExtractProps<(typeof import('../../inertia/pages/settings/appearance.tsx'))['default']>
    'settings/billing': ExtractProps<(typeof import('../../inertia/pages/settings/billing.tsx'))['default']>
    'settings/notifications': ExtractProps<(typeof import('../../inertia/pages/settings/notifications.tsx'))['default']>
    'settings/passkeys': ExtractProps<(typeof import('../../inertia/pages/settings/passkeys.tsx'))['default']>
    'settings/password': ExtractProps<(typeof import('../../inertia/pages/settings/password.tsx'))['default']>
    'settings/profile': ExtractProps<(typeof import('../../inertia/pages/settings/profile.tsx'))['default']>
    'settings/sessions': ExtractProps<(typeof import('../../inertia/pages/settings/sessions.tsx'))['default']>
    'settings/two_factor': ExtractProps<(typeof import('../../inertia/pages/settings/two_factor.tsx'))['default']>
    'team/activity': ExtractProps<(typeof import('../../inertia/pages/team/activity.tsx'))['default']>
    'team/index': ExtractProps<(typeof import('../../inertia/pages/team/index.tsx'))['default']>
    'team/mail_in': ExtractProps<(typeof import('../../inertia/pages/team/mail_in.tsx'))['default']>
    'team/show': ExtractProps<(typeof import('../../inertia/pages/team/show.tsx'))['default']>
  }
}
