import type { ApiClient } from '@japa/api-client'
import Message from '#models/message'
import type Project from '#models/project'
import type User from '#models/user'
import { MessageFactory } from '#database/factories/project_factory'

/*
| Requests as the chat's script makes them: JSON in, JSON asked for, the CSRF token the app
| already uses for JSON.
*/
export function chatApi(client: ApiClient, user: User | null) {
  const as = <T extends { loginAs(user: User): T }>(request: T) =>
    user ? request.loginAs(user) : request
  return {
    list: (projectId: number, query: Record<string, string | number> = {}) =>
      as(client.get(`/projects/${projectId}/messages`).qs(query).accept('json')),
    post: (projectId: number, body: Record<string, unknown>) =>
      as(client.post(`/projects/${projectId}/messages`).withCsrfToken().accept('json').json(body)),
    edit: (messageId: number, body: Record<string, unknown>) =>
      as(client.patch(`/messages/${messageId}`).withCsrfToken().accept('json').json(body)),
    remove: (messageId: number) =>
      as(client.delete(`/messages/${messageId}`).withCsrfToken().accept('json')),
  }
}

/* A written message in a project, by its author. */
export function messageBy(author: User | null, project: Project, body = 'Hello there') {
  return MessageFactory.merge({
    projectId: project.id,
    authorId: author?.id ?? null,
    body,
  }).create()
}

/* `count` written messages in order, returning them oldest first. */
export async function conversation(author: User, project: Project, count: number) {
  const rows: Message[] = []
  for (let index = 1; index <= count; index++) {
    rows.push(await messageBy(author, project, `Message ${index}`))
  }
  return rows
}

export const stored = (id: number) => Message.findOrFail(id)
