import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileKind, type SharedFile } from '@shared/files'
import { FileIcon } from './file_icon'
import { FileType } from './file_type'
import { FileViewer, viewable } from './file_viewer'
import { formatBytes } from '~/lib/files'

/*
| A message's files: images as thumbnails, other files as a type icon, name, sniffed type and
| size. Images and PDFs open in the viewer (previous / next through this message's ones);
| anything else is a download.
*/
export function AttachmentList({ files }: { files: SharedFile[] }) {
  const { t, i18n } = useTranslation()
  const shown = files.filter(viewable)
  const [open, setOpen] = useState<number | null>(null)
  if (files.length === 0) return null
  const images = files.filter((file) => file.thumbnailUrl)
  const others = files.filter((file) => !file.thumbnailUrl)

  return (
    <div className="mt-1.5 grid gap-1.5" aria-label={t('files.attachments')} role="group">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="block overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setOpen(shown.indexOf(file))}
                aria-label={t('files.open', { name: file.name })}
              >
                <img
                  src={file.thumbnailUrl!}
                  alt={file.name}
                  loading="lazy"
                  className="h-28 max-w-56 object-cover sm:h-36 sm:max-w-72"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="grid gap-1">
          {others.map((file) => {
            // The control names the file it opens; the size sits beside it in the same card (text
            // inside would have to be part of the control's name).
            const control =
              'flex min-w-0 flex-auto items-center gap-2 text-start outline-none after:absolute after:inset-0 after:rounded-md'
            const content = (
              <>
                <FileIcon type={file.type} className="size-5 shrink-0 text-muted-foreground" />
                <span className="min-w-0 truncate font-medium">{file.name}</span>
              </>
            )
            return (
              <li
                key={file.id}
                className="relative flex max-w-sm flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md border bg-card px-3 py-2 text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                {fileKind(file.type) === 'pdf' ? (
                  <button
                    type="button"
                    className={control}
                    onClick={() => setOpen(shown.indexOf(file))}
                    aria-label={t('files.open', { name: file.name })}
                  >
                    {content}
                  </button>
                ) : (
                  <a
                    href={`${file.url}?download=1`}
                    download={file.name}
                    className={control}
                    aria-label={t('files.download', { name: file.name })}
                  >
                    {content}
                  </a>
                )}
                <span className="min-w-0 text-xs text-muted-foreground">
                  <FileType type={file.type} />
                  <span aria-hidden> · </span>
                  <span className="whitespace-nowrap">{formatBytes(file.size, i18n.language)}</span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <FileViewer files={shown} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </div>
  )
}
