import { useCallback, useEffect, useState } from 'react'

const draftKey = (projectId: number) => `chat:draft:${projectId}`

/*
| What the reader was writing in a project, kept in this browser (local storage) so a reload,
| a crash or a visit elsewhere does not lose it. Read after mounting: the server renders an
| empty composer and cannot know the draft.
*/
export function useDraft(projectId: number) {
  const [draft, setDraftState] = useState('')
  useEffect(() => {
    try {
      setDraftState(localStorage.getItem(draftKey(projectId)) ?? '')
    } catch {}
  }, [projectId])

  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text)
      try {
        if (text) localStorage.setItem(draftKey(projectId), text)
        else localStorage.removeItem(draftKey(projectId))
      } catch {}
    },
    [projectId]
  )
  return [draft, setDraft] as const
}
