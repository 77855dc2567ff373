import { BaseTransformer } from '@adonisjs/core/transformers'
import type ConversationLabel from '#models/conversation_label'
import type { LabelColour } from '#shared/conversation_labels'

/* A label, for the labels page, the inbox's filter and a conversation's badges. */
export default class ConversationLabelTransformer extends BaseTransformer<ConversationLabel> {
  toObject() {
    const label = this.resource
    return { id: label.id, name: label.name, colour: label.colour as LabelColour }
  }
}
