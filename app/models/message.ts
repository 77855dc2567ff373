import { MessageSchema } from '#database/schema'
import db from '@adonisjs/lucid/services/db'
import { belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { Notice, NoticeType, ProjectRole } from '#shared/projects'
import User from '#models/user'
import Project from '#models/project'
import StoredFile from '#models/stored_file'

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

  /* Files sent with it, in the order they were uploaded. */
  @hasMany(() => StoredFile)
  declare attachments: HasMany<typeof StoredFile>

  /*
  | The relations MessageTransformer reads: the author, the quoted original with its author,
  | and the attachments with their uploaders.
  */
  static withChatRelations = scope((query: ModelQueryBuilderContract<typeof Message>) => {
    query
      .preload('author')
      .preload('replyTo', (original) => original.preload('author'))
      .preload('attachments', (files) => files.preload('uploadedBy').orderBy('id', 'asc'))
  })

  /* Each author's role in the project (the badge beside their name), in one query. */
  static async authorRoles(
    projectId: number,
    messages: Message[],
    client?: TransactionClientContract
  ) {
    const ids = [
      ...new Set(messages.map((message) => message.authorId).filter((id) => id !== null)),
    ]
    if (ids.length === 0) return new Map<number, ProjectRole>()
    const rows: { user_id: number; role: ProjectRole }[] = await (client ?? db)
      .from('project_members')
      .where('project_id', projectId)
      .whereIn('user_id', ids)
      .select('user_id', 'role')
    return new Map(rows.map((row) => [Number(row.user_id), row.role]))
  }

  /* The notice this entry records (its parameters are kept as JSON text). */
  get notice(): Notice | null {
    return Message.noticeOf(this.kind, this.noticeType, this.noticeParams)
  }

  /* The same from the columns of a row read without a model. */
  static noticeOf(kind: string, type: string | null, params: string | null): Notice | null {
    if (kind !== 'notice' || !type) return null
    return { type, params: JSON.parse(params ?? '{}') } as Notice
  }

  set notice(notice: Notice | null) {
    this.kind = notice ? 'notice' : 'message'
    this.noticeType = notice?.type ?? null
    this.noticeParams = notice ? JSON.stringify(notice.params) : null
  }
}
