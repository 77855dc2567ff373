import { mkdir, readdir, readFile, writeFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| Development mailbox: without SMTP settings the `json` mail transport renders each message and
| nothing leaves the machine. Each sent message is kept as a JSON file in tmp/mailbox/ (so a
| separate `node ace queue:work` process feeds the same box) and listed at /dev/mailbox
| (not in production). The newest 50 are kept.
*/
export type StoredMail = {
  id: string
  sentAt: string
  to: string[]
  subject: string
  html: string
  text: string
  links: string[]
}

const KEEP = 50

export function mailboxDir() {
  return app.tmpPath('mailbox')
}

function addresses(value: unknown): string[] {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) =>
    typeof entry === 'string' ? entry : String((entry as { address?: string }).address ?? '')
  )
}

export function extractLinks(text: string) {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])]
}

export async function recordMail(message: {
  to?: unknown
  subject?: string
  html?: unknown
  text?: unknown
}) {
  const text = typeof message.text === 'string' ? message.text : ''
  const html = typeof message.html === 'string' ? message.html : ''
  const stored: StoredMail = {
    id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    sentAt: new Date().toISOString(),
    to: addresses(message.to),
    subject: message.subject ?? '',
    html,
    text,
    links: extractLinks(text || html),
  }
  await mkdir(mailboxDir(), { recursive: true })
  await writeFile(join(mailboxDir(), `${stored.id}.json`), JSON.stringify(stored))
  const files = (await readdir(mailboxDir())).filter((file) => file.endsWith('.json')).sort()
  for (const file of files.slice(0, Math.max(0, files.length - KEEP))) {
    await rm(join(mailboxDir(), file), { force: true })
  }
  return stored
}

export async function listMails(): Promise<StoredMail[]> {
  let files: string[] = []
  try {
    files = (await readdir(mailboxDir())).filter((file) => file.endsWith('.json'))
  } catch {
    return []
  }
  const mails = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(join(mailboxDir(), file), 'utf8')) as StoredMail
    )
  )
  return mails.sort((a, b) => b.id.localeCompare(a.id))
}

export async function clearMailbox() {
  await rm(mailboxDir(), { recursive: true, force: true })
}
