import { randomBytes } from 'node:crypto'
import { beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { FileSchema } from '#database/schema'
import User from '#models/user'

export type FilePurpose = 'message' | 'project'
export type FileStatus = 'pending' | 'ready'

/*
| A file shared in a project (named StoredFile: `File` is the platform's own class). It is an
| attachment of a message (`messageId`), an upload waiting to be sent with one (purpose
| `message`, no message yet), or a file put straight into the project's files (purpose
| `project`). Only `publicId` ever leaves the server.
*/
export default class StoredFile extends FileSchema {
  static table = 'files'

  @column()
  declare purpose: FilePurpose

  @column()
  declare status: FileStatus

  /* bigint on PostgreSQL comes back as text; sizes fit a JavaScript number. */
  @column({ consume: (value) => Number(value) })
  declare size: number

  @belongsTo(() => User, { foreignKey: 'uploadedById' })
  declare uploadedBy: BelongsTo<typeof User>

  @beforeCreate()
  static assignPublicId(file: StoredFile) {
    file.publicId ??= StoredFile.newPublicId()
  }

  /* 128 random bits, URL-safe. */
  static newPublicId() {
    return randomBytes(16).toString('base64url')
  }

  /* Where the bytes live: derived from the public id only, never from the uploaded name. */
  static keysFor(publicId: string) {
    return { original: `files/${publicId}/original`, thumbnail: `files/${publicId}/thumbnail.webp` }
  }
}
