import { useState, type ClipboardEvent, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/*
| Files dropped on a composer or pasted into its text (a screenshot from the clipboard): the
| handlers to spread on the form and the field, and whether something is being dragged over it
| (the composer then shows <DropHint />). Text dropped or pasted stays the browser's.
*/
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [dragging, setDragging] = useState(false)
  if (!enabled) return { dragging: false, dropProps: {}, onPaste: undefined }
  return {
    dragging,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        if (!carriesFiles(event)) return
        event.preventDefault()
        setDragging(true)
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      },
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event)) return
        event.preventDefault()
        setDragging(false)
        onFiles([...event.dataTransfer.files])
      },
    },
    onPaste: (event: ClipboardEvent) => {
      const files = [...event.clipboardData.files]
      if (files.length === 0) return
      event.preventDefault()
      onFiles(files)
    },
  }
}

/* Over the composer while files are dragged onto it. */
export function DropHint() {
  const { t } = useTranslation()
  return (
    <p className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-md bg-background/90 text-sm font-medium">
      {t('files.dropHere')}
    </p>
  )
}

/* The outline a composer takes while files are dragged onto it. */
export const droppingClass = 'outline-2 outline-offset-4 outline-primary outline-dashed'
