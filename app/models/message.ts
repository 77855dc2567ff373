import { MessageSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Notice, NoticeType } from '#shared/projects'
import User from '#models/user'
import Project from '#models/project'

export type MessageKind = 'message' | 'notice'

/*
| One entry of a project's stream: something a person wrote, or a notice of what happened
| (its type and parameters, rendered in each reader's language).
*/
export default class Message extends MessageSchema {
  @column()
  declare kind: MessageKind

  @column()
  declare noticeType: NoticeType | null

  @belongsTo(() => User, { foreignKey: 'authorId' })
  declare author: BelongsTo<typeof User>

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>

  @belongsTo(() => Message, { foreignKey: 'replyToId' })
  declare replyTo: BelongsTo<typeof Message>

  /* The notice this entry records (its parameters are kept as JSON text). */
  get notice(): Notice | null {
    if (this.kind !== 'notice' || !this.noticeType) return null
    return { type: this.noticeType, params: JSON.parse(this.noticeParams ?? '{}') } as Notice
  }

  set notice(notice: Notice | null) {
    this.kind = notice ? 'notice' : 'message'
    this.noticeType = notice?.type ?? null
    this.noticeParams = notice ? JSON.stringify(notice.params) : null
  }
}
