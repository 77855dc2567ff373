import { ProjectReadSchema } from '#database/schema'

/*
| How far one member has read one project's chat (`lastReadMessageId`), and what the away digest
| already mailed them (`digestedMessageId`, `digestSentAt`). Absent until the first read.
*/
export default class ProjectRead extends ProjectReadSchema {
  static table = 'project_reads'
}
