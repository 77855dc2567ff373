import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ApiClient } from '@japa/api-client'
import sharp from 'sharp'
import type User from '#models/user'
import filesConfig from '#config/files'

/*
| Requests as the chat's script makes them (multipart with the CSRF token for uploads, JSON for
| the rest), and the bytes of the files the tests share.
*/
export function filesApi(client: ApiClient, user: User | null) {
  const as = <T extends { loginAs(user: User): T }>(request: T) =>
    user ? request.loginAs(user) : request
  return {
    upload: (
      projectId: number,
      file: { name: string; bytes: Buffer },
      fields: Record<string, string> = {}
    ) => {
      const request = client
        .post(`/projects/${projectId}/files`)
        .withCsrfToken()
        .accept('json')
        .file('file', file.bytes, { filename: file.name })
      for (const [name, value] of Object.entries(fields)) request.field(name, value)
      return as(request)
    },
    list: (projectId: number, query: Record<string, string> = {}) =>
      as(client.get(`/projects/${projectId}/files`).qs(query).accept('json')),
    fetch: (url: string) => as(client.get(url).redirects(0)),
    remove: (id: string) => as(client.delete(`/files/${id}`).withCsrfToken().accept('json')),
    post: (projectId: number, body: Record<string, unknown>) =>
      as(client.post(`/projects/${projectId}/messages`).withCsrfToken().accept('json').json(body)),
  }
}

/* Every object on the local disk, as a sorted list of keys: "nothing stored" is an equal list. */
export async function storedKeys(root = filesConfig.localRoot): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]
      )
    )
    return nested.flat()
  }
  return (await walk(root)).map((path) => path.slice(root.length + 1)).sort()
}

export async function pngBytes(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#4b5563' } })
    .png()
    .toBuffer()
}

/* A photo carrying a camera's location, as phones write it. */
export async function jpegWithGps() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Located 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 8/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 6/1 0/1',
      },
    })
    .jpeg()
    .toBuffer()
}

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
  )

export const htmlBytes = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

export const svgBytes = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
  )
