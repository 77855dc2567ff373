import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'
import { fileTypeFromBuffer } from 'file-type'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import type Conversation from '#models/conversation'
import type OfferEvent from '#models/offer_event'
import type StoredFile from '#models/stored_file'
import type { findProjectFor } from '#actions/projects/find_project'
import { uploadFile } from '#actions/files/upload_file'
import { storeConversationFile } from '#actions/conversations/conversation_files'
import { storeOfferEventFile } from '#actions/offers/offer_files'
import filesConfig from '#config/files'
import { FILES_PER_MESSAGE } from '#shared/files'

export type MailFile = { name: string; content: Buffer }

/*
| Parts that are the mail's own machinery, not something the sender shares: S/MIME and PGP
| signatures and keys, Outlook's winmail.dat, delivery and read reports.
*/
const MAIL_MACHINERY = new Set([
  'application/pkcs7-signature',
  'application/x-pkcs7-signature',
  'application/pgp-signature',
  'application/pgp-keys',
  'application/pgp-encrypted',
  'application/ms-tnef',
  'application/vnd.ms-tnef',
  'message/delivery-status',
  'message/disposition-notification',
  'text/rfc822-headers',
])

/*
| Programs, by what their bytes are (the name and the declared type are the sender's to
| choose). E-mail is how programs arrive unasked; one e-mailed into a thread would sit there
| as if someone had chosen to share it in the app.
*/
const PROGRAMS = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-ms-shortcut',
  'application/java-archive',
  'application/vnd.android.package-archive',
])

/*
| The files a reply carries: its attachments, not the images its HTML shows inline (a
| signature's logo, a quoted e-mail's pictures), nor the mail's machinery.
*/
export function attachmentsOf(parsed: ParsedMail): MailFile[] {
  return parsed.attachments
    .filter((part) => !part.related && part.contentDisposition !== 'inline')
    .filter((part) => !MAIL_MACHINERY.has(part.contentType?.toLowerCase() ?? ''))
    .filter((part) => part.content.length > 0)
    .map((part, index) => ({
      name: part.filename?.trim() || `attachment-${index + 1}`,
      content: part.content,
    }))
}

type Staged = { tmpPath: string; clientName: string; size: number; index: number }

/*
| The files that may be stored: at most a message's ten, none over `maxBytes`, no program.
| What is left out is logged; the text of the reply is posted all the same.
*/
export async function keptFiles(files: MailFile[], maxBytes: number) {
  const kept: MailFile[] = []
  for (const file of files.slice(0, FILES_PER_MESSAGE)) {
    if (file.content.length > maxBytes) {
      logger.info({ name: file.name, size: file.content.length }, 'An e-mailed file is too large')
      continue
    }
    const sniffed = (await fileTypeFromBuffer(file.content))?.mime
    if (sniffed && PROGRAMS.has(sniffed)) {
      logger.info({ name: file.name, type: sniffed }, 'An e-mailed program is left out')
      continue
    }
    kept.push(file)
  }
  return kept
}

/* Each file that may be stored, written to a temporary file for the store to read. */
async function eachStaged<T>(
  files: MailFile[],
  maxBytes: number,
  store: (staged: Staged) => Promise<T | null>
) {
  const stored: T[] = []
  await mkdir(filesConfig.tmpRoot, { recursive: true })
  for (const [index, file] of (await keptFiles(files, maxBytes)).entries()) {
    const tmpPath = join(filesConfig.tmpRoot, randomUUID())
    await writeFile(tmpPath, file.content)
    try {
      const result = await store({
        tmpPath,
        clientName: file.name,
        size: file.content.length,
        index,
      })
      if (result !== null) stored.push(result)
    } finally {
      await rm(tmpPath, { force: true })
    }
  }
  return stored
}

/*
| Into a project: the upload path a browser's file takes (uploadFile: sniffed type, thumbnail,
| the project's quota), as the reply's author, as drafts of the message they are posted with.
| The client key per file makes a retried delivery find the files it already stored.
| Answers the files' public ids for `attachmentIds`.
*/
export function storeInProject(
  author: User,
  project: Awaited<ReturnType<typeof findProjectFor>>,
  files: MailFile[],
  clientKey: string
) {
  return eachStaged(files, filesConfig.maxFileBytes, async (staged) => {
    const result = await uploadFile(author, project, {
      tmpPath: staged.tmpPath,
      clientName: staged.clientName,
      size: staged.size,
      purpose: 'message',
      clientKey: `${clientKey.slice(0, 30)}-f${staged.index}`,
    })
    if ('file' in result) return result.file.publicId
    logger.info({ projectId: project.id }, 'An e-mailed file is over the project quota')
    return null
  })
}

/*
| Into a conversation, under its limits (the file's size, the conversation's room), as the
| visitor's (or the client's) uploads for the message the reply becomes.
*/
export function storeInConversation(
  conversation: Conversation,
  uploader: User | null,
  files: MailFile[]
): Promise<StoredFile[]> {
  return eachStaged(files, filesConfig.conversationMaxFileBytes, async (staged) => {
    const result = await storeConversationFile(conversation, uploader, staged)
    if ('file' in result) return result.file
    logger.info(
      { conversationId: conversation.id },
      'An e-mailed file is over the conversation room'
    )
    return null
  })
}

/* On the offer's timeline entry for the answer, under the same limits as a conversation's. */
export function storeOnOfferEvent(event: OfferEvent, files: MailFile[]): Promise<StoredFile[]> {
  return eachStaged(files, filesConfig.conversationMaxFileBytes, async (staged) => {
    const result = await storeOfferEventFile(event, staged)
    if ('file' in result) return result.file
    logger.info({ offerId: event.offerId }, 'An e-mailed file is over the offer room')
    return null
  })
}
