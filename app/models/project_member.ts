import { ProjectMemberSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ProjectRole } from '#shared/projects'
import User from '#models/user'
import Project from '#models/project'

/* One user's place in one project; its creation time is when they joined. */
export default class ProjectMember extends ProjectMemberSchema {
  static table = 'project_members'

  @column()
  declare role: ProjectRole

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>
}
