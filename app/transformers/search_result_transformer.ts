import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import type { Row } from '#data/run'
import { fileData } from '#transformers/file_transformer'
import { isoFromStored } from '#infrastructure/stored_times'
import { highlight, type Highlight, type ParsedQuery, type SearchKind } from '#shared/search'
import type { SharedFile } from '#shared/files'

/* One search result as the page and the palette show it. */
export interface SearchResult {
  kind: SearchKind
  id: number
  title: string
  /* The shown text around the match, the matching words marked. */
  snippet: Highlight[]
  /* Where it lives and who wrote it, when it has them. */
  projectName: string | null
  authorName: string | null
  createdAt: string | null
  /* Where Enter goes: a message in its project chat, scrolled to it; an offer, a person… */
  url: string
  /* A file opens its viewer where it was found. */
  file: SharedFile | null
}

export interface SearchRow {
  kind: SearchKind
  row: Row
  parsed: ParsedQuery
}

type Target =
  'projects.show' | 'files.show' | 'team.show' | 'offers.show' | 'inbox.show' | 'invoices.show'
const url = (name: Target, id: number | string) => router.urlBuilder.urlFor(name, { id })

export default class SearchResultTransformer extends BaseTransformer<SearchRow> {
  toObject(): SearchResult {
    const { kind, row, parsed } = this.resource
    const base = {
      kind,
      id: Number(row.id),
      projectName: row.project_name ?? null,
      authorName: row.author_name ?? null,
      createdAt: isoFromStored(row.created_at),
      file: null,
    }
    const mark = (text: string | null) => highlight(text ?? '', parsed)
    switch (kind) {
      case 'messages':
        return {
          ...base,
          title: row.project_name,
          snippet: mark(row.body),
          // The chat goes to the message named in the address's fragment (project_chat.tsx).
          url: `${url('projects.show', row.project_id)}#chat-message-${row.id}`,
        }
      case 'files':
        return {
          ...base,
          title: row.name,
          snippet: mark(row.name),
          url: url('files.show', row.public_id),
          file: fileData({
            publicId: row.public_id,
            name: row.name,
            size: row.size,
            type: row.type,
            createdAt: isoFromStored(row.created_at) ?? '',
            messageId: row.message_id,
            thumbnailKey: row.thumbnail_key,
            uploadedBy: row.author_id ? { id: row.author_id, fullName: row.author_name } : null,
          }),
        }
      case 'projects':
        return {
          ...base,
          title: row.name,
          projectName: null,
          snippet: mark(row.description || row.name),
          url: url('projects.show', row.id),
        }
      case 'people':
        return {
          ...base,
          title: row.full_name,
          snippet: mark(`${row.full_name} · ${row.email}`),
          url: url('team.show', row.id),
        }
      case 'offers':
        return {
          ...base,
          title: row.subject,
          snippet: mark(`${row.email} · ${row.body ?? ''}`),
          url: url('offers.show', row.id),
        }
      case 'invoices':
        return {
          ...base,
          title: row.number,
          snippet: mark(`${row.customer_name ?? ''} · ${row.variable_symbol ?? ''}`),
          url: url('invoices.show', row.id),
        }
      case 'conversations':
        return {
          ...base,
          title: row.author_name ?? row.email ?? '',
          snippet: mark(row.body),
          url: url('inbox.show', row.id),
        }
    }
  }
}
