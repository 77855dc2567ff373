import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight, Download } from 'lucide-react'
import { fileKind, type SharedFile } from '@shared/files'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { formatBytes } from '~/lib/files'

/* Files the viewer can show; others are downloaded from their row. */
export const viewable = (file: SharedFile) => ['image', 'pdf'].includes(fileKind(file.type))

/*
| Images and PDFs, one at a time, with previous / next (buttons and the arrow keys) through
| the files it was opened with, and a download link. Closing returns focus to the opener.
*/
export function FileViewer({
  files,
  index,
  onIndex,
  onClose,
}: {
  files: SharedFile[]
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const file = index === null ? null : files[index]
  const count = files.length

  useEffect(() => {
    if (index === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1)
      if (event.key === 'ArrowRight' && index < count - 1) onIndex(index + 1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [index, count, onIndex])

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      {file && (
        <DialogContent
          closeLabel={t('files.viewer.close')}
          className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-3 p-4 sm:p-5"
          data-testid="file-viewer"
        >
          <div className="min-w-0 pe-8">
            <DialogTitle className="truncate text-base">{file.name}</DialogTitle>
            <DialogDescription>
              {formatBytes(file.size, i18n.language)}
              {count > 1 && (
                <>
                  <span aria-hidden> · </span>
                  {t('files.viewer.position', { index: index! + 1, count })}
                </>
              )}
            </DialogDescription>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden rounded-md bg-muted">
            {fileKind(file.type) === 'image' ? (
              <img
                key={file.id}
                src={file.url}
                alt={file.name}
                className="max-h-full max-w-full object-contain"
              />
            ) : fileKind(file.type) === 'pdf' ? (
              <iframe
                key={file.id}
                src={file.url}
                title={file.name}
                className="size-full bg-white"
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('files.viewer.noPreview')}</p>
            )}
          </div>
          <div className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={index === 0}
              onClick={() => onIndex(index! - 1)}
              aria-label={t('files.viewer.previous')}
            >
              <ChevronLeft aria-hidden />
              <span className="hidden sm:inline">{t('files.viewer.previous')}</span>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={`${file.url}?download=1`} download={file.name}>
                <Download aria-hidden />
                {t('files.viewer.download')}
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={index === count - 1}
              onClick={() => onIndex(index! + 1)}
              aria-label={t('files.viewer.next')}
            >
              <span className="hidden sm:inline">{t('files.viewer.next')}</span>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
