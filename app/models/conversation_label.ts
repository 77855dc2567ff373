import { ConversationLabelSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { LabelColour } from '#shared/conversation_labels'

/* One of the team's shared labels for inbox conversations. */
export default class ConversationLabel extends ConversationLabelSchema {
  @column()
  declare colour: LabelColour
}
