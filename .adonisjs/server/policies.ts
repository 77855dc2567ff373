export const policies = {
  ConversationPolicy: () => import('#policies/conversation_policy'),
  DashboardPolicy: () => import('#policies/dashboard_policy'),
  InvoicePolicy: () => import('#policies/invoice_policy'),
  MetricsPolicy: () => import('#policies/metrics_policy'),
  NotificationPolicy: () => import('#policies/notification_policy'),
  PasskeyPolicy: () => import('#policies/passkey_policy'),
  ProjectPolicy: () => import('#policies/project_policy'),
  ReceivedOfferPolicy: () => import('#policies/received_offer_policy'),
  SearchPolicy: () => import('#policies/search_policy'),
  StaffPolicy: () => import('#policies/staff_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}

