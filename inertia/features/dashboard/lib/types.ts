import type { Data } from '@generated/data'

export type DashboardProject = Data.Project.Variants['toDashboardItem']
