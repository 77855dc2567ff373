import { useTranslation } from 'react-i18next'
import { AlertCircle, RotateCcw, X } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import type { UploadEntry } from '~/hooks/use_uploads'
import { FileIcon } from './file_icon'
import { formatBytes } from '~/lib/files'

/*
| Files chosen in a composer: a preview or type icon, name, size, the upload's progress with
| Cancel, or, when it failed, the reason with Retry and Remove.
*/
export function UploadChips({
  entries,
  onRemove,
  onRetry,
}: {
  entries: UploadEntry[]
  onRemove: (localId: string) => void
  onRetry: (localId: string) => void
}) {
  const { t, i18n } = useTranslation()
  if (entries.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('files.attachments')}>
      {entries.map((entry) => {
        const failed = entry.state === 'failed'
        const uploading = entry.state === 'uploading'
        return (
          <li
            key={entry.localId}
            data-upload={entry.state}
            className={cn(
              'relative flex w-full max-w-64 items-center gap-2 overflow-hidden rounded-md border bg-card py-1.5 ps-1.5 pe-1 text-xs sm:w-64',
              failed && 'border-destructive/60'
            )}
          >
            {entry.previewUrl ? (
              <img src={entry.previewUrl} alt="" className="size-9 shrink-0 rounded object-cover" />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded bg-muted">
                <FileIcon type={entry.file?.type ?? ''} className="size-4 text-muted-foreground" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{entry.name}</p>
              {failed ? (
                <p className="flex items-center gap-1 text-destructive" role="alert">
                  <AlertCircle className="size-3 shrink-0" aria-hidden />
                  <span className="truncate" title={entry.error ?? ''}>
                    {t('files.failed')} {entry.error}
                  </span>
                </p>
              ) : (
                <p className="text-muted-foreground">{formatBytes(entry.size, i18n.language)}</p>
              )}
            </div>
            {failed && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => onRetry(entry.localId)}
                aria-label={t('files.retry')}
                title={t('files.retry')}
              >
                <RotateCcw aria-hidden />
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              onClick={() => onRemove(entry.localId)}
              aria-label={
                uploading
                  ? t('files.cancel', { name: entry.name })
                  : t('files.remove', { name: entry.name })
              }
              title={
                uploading
                  ? t('files.cancel', { name: entry.name })
                  : t('files.remove', { name: entry.name })
              }
            >
              <X aria-hidden />
            </Button>
            {uploading && (
              <span
                role="progressbar"
                aria-label={t('files.uploading', { name: entry.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(entry.progress * 100)}
                className="absolute inset-x-0 bottom-0 h-0.5 bg-muted"
              >
                <span
                  className="block h-full bg-primary transition-[width]"
                  style={{ width: `${Math.round(entry.progress * 100)}%` }}
                />
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
