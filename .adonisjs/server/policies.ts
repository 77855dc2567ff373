export const policies = {
  ConversationPolicy: () => import('#policies/conversation_policy'),
  MetricsPolicy: () => import('#policies/metrics_policy'),
  ProjectPolicy: () => import('#policies/project_policy'),
  StaffPolicy: () => import('#policies/staff_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}

