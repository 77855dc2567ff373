export const policies = {
  ProjectPolicy: () => import('#policies/project_policy'),
  StaffPolicy: () => import('#policies/staff_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}

