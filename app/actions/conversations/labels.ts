import db from '@adonisjs/lucid/services/db'
import { errors } from '@adonisjs/core'
import ConversationLabel from '#models/conversation_label'
import type Conversation from '#models/conversation'
import type { LabelColour } from '#shared/conversation_labels'
import { broadcastInboxItem } from '#services/conversation_broadcasts'
import { afterCommit } from '#infrastructure/after_commit'

export type LabelInput = { name: string; colour: LabelColour }

/*
| The team's labels for inbox conversations: one list for everyone on the team, by name. A label
| is on the conversation, not the person's address, so it stays when the visitor's conversation
| carries over to their account (carry_over.ts keeps the row).
*/
export function conversationLabels() {
  return ConversationLabel.query().orderByRaw('lower(name) asc').limit(200)
}

export async function createLabel(input: LabelInput) {
  return ConversationLabel.create({ name: input.name, colour: input.colour })
}

export async function updateLabel(label: ConversationLabel, input: LabelInput) {
  label.merge({ name: input.name, colour: input.colour })
  await label.save()
  return label
}

/* Removing a label takes it off every conversation (the links cascade). */
export async function deleteLabel(label: ConversationLabel) {
  await label.delete()
}

/* By the id in a URL, or a 404 (a malformed id and a missing one alike). */
export async function findLabel(id: unknown) {
  const value = Number(id)
  const label =
    Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647
      ? await ConversationLabel.find(value)
      : null
  if (!label) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return label
}

/*
| A conversation's labels become exactly `labelIds` (the validator checked each exists), in one
| transaction; the inbox lists of the whole team follow.
*/
export async function setConversationLabels(conversation: Conversation, labelIds: number[]) {
  await db.transaction(async (trx) => {
    await conversation.related('labels').sync([...new Set(labelIds)], true, trx)
    afterCommit(trx, () => broadcastInboxItem(conversation))
  })
}
