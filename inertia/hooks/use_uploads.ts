import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FILES_PER_MESSAGE, type SharedFile } from '@shared/files'
import { newUploadKey, uploadFile, type UploadError, type UploadTarget } from '~/lib/files'
import { useSharedProps } from '~/hooks/use_page_props'

export type UploadEntry = {
  localId: string
  clientKey: string
  name: string
  size: number
  state: 'uploading' | 'done' | 'failed'
  progress: number
  error: string | null
  file: SharedFile | null
  /* A preview of an image being uploaded, from the browser's own copy. */
  previewUrl: string | null
}

/*
| The files waiting in a composer: each uploads as soon as it is chosen (progress, cancel), a
| failed one stays with its reason and Retry (the same client key: never stored twice), and the
| message is sent with the ids of those done. At most FILES_PER_MESSAGE.
*/
export function useUploads(
  projectId: number,
  purpose: 'message' | 'project' = 'message',
  onUploaded?: (file: SharedFile) => void
) {
  const { directUploads } = useSharedProps()
  return useUploadsTo(projectId, purpose, directUploads, onUploaded)
}

/*
| The same for a conversation's endpoint (its URL): always through the app, and
| usable in the chat panel, which public pages mount outside Inertia (no shared props).
*/
export function useConversationUploads(url: string) {
  return useUploadsTo(url, 'message', false)
}

function useUploadsTo(
  projectId: UploadTarget,
  purpose: 'message' | 'project',
  directUploads: boolean,
  onUploaded?: (file: SharedFile) => void
) {
  const { t } = useTranslation()
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const blobs = useRef(new Map<string, File>())
  const controllers = useRef(new Map<string, AbortController>())

  const patch = (localId: string, change: Partial<UploadEntry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.localId === localId ? { ...entry, ...change } : entry))
    )

  const start = useCallback(
    (entry: UploadEntry) => {
      const blob = blobs.current.get(entry.localId)
      if (!blob) return
      const controller = new AbortController()
      controllers.current.set(entry.localId, controller)
      patch(entry.localId, { state: 'uploading', progress: 0, error: null })
      uploadFile(projectId, blob, {
        direct: directUploads,
        name: entry.name,
        clientKey: entry.clientKey,
        purpose,
        signal: controller.signal,
        onProgress: (progress) => patch(entry.localId, { progress }),
      })
        .then((file) => {
          patch(entry.localId, { state: 'done', progress: 1, file })
          onUploaded?.(file)
        })
        .catch((error: UploadError) => {
          if (error.cancelled) return
          // The server's own translated reason: a refused file (422), one too large (413), too
          // many uploads for now (429).
          const explained = [413, 422, 429].includes(error.status) && error.message
          patch(entry.localId, {
            state: 'failed',
            error: explained ? error.message : t('files.errors.failed'),
          })
        })
        .finally(() => controllers.current.delete(entry.localId))
    },
    [projectId, purpose, t, directUploads]
  )

  const add = useCallback(
    (files: File[]) => {
      const room = FILES_PER_MESSAGE - entries.length
      const accepted = purpose === 'message' ? files.slice(0, Math.max(0, room)) : files
      const added = accepted.map((file, index) => {
        const localId = newUploadKey()
        blobs.current.set(localId, file)
        const name =
          file.name ||
          `screenshot-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}-${index + 1}.png`
        return {
          localId,
          clientKey: newUploadKey(),
          name,
          size: file.size,
          state: 'uploading' as const,
          progress: 0,
          error: null,
          file: null,
          previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        }
      })
      setEntries((current) => [...current, ...added])
      for (const entry of added) start(entry)
      return files.length - accepted.length
    },
    [entries.length, purpose, start]
  )

  const remove = useCallback((localId: string) => {
    controllers.current.get(localId)?.abort()
    blobs.current.delete(localId)
    setEntries((current) => {
      const entry = current.find((item) => item.localId === localId)
      if (entry?.previewUrl) URL.revokeObjectURL(entry.previewUrl)
      return current.filter((item) => item.localId !== localId)
    })
  }, [])

  const retry = useCallback(
    (localId: string) => {
      const entry = entries.find((item) => item.localId === localId)
      if (entry) start(entry)
    },
    [entries, start]
  )

  /* After sending: the composer starts empty again (previews are let go). */
  const clear = useCallback(() => {
    setEntries((current) => {
      for (const entry of current) if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl)
      return []
    })
    blobs.current.clear()
  }, [])

  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), [])

  return {
    entries,
    add,
    remove,
    retry,
    clear,
    busy: entries.some((entry) => entry.state !== 'done'),
    done: entries.flatMap((entry) => (entry.file && entry.state === 'done' ? [entry.file] : [])),
  }
}
