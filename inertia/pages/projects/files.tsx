import { useMemo, useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Download, Files, MessageSquare, Search, Trash2, Upload } from 'lucide-react'
import type { Data } from '@generated/data'
import { FILE_KINDS, fileKind, type FileKind, type SharedFile } from '@shared/files'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { notify } from '~/lib/toast'
import { useClock } from '~/hooks/use_clock'
import { requestJson } from '~/features/chat/lib/api'
import { formatMessageFull } from '~/lib/format'
import { messageDomId } from '~/features/chat/components/message_item'
import { FileIcon } from '~/components/files/file_icon'
import { FileType } from '~/components/files/file_type'
import { FileViewer, viewable } from '~/components/files/file_viewer'
import { UploadChips } from '~/components/files/upload_chips'
import { AttachButton } from '~/components/files/attach_button'
import { useUploads } from '~/hooks/use_uploads'
import { formatBytes } from '~/lib/files'

type Props = {
  project: Data.Project
  allowed: { upload: boolean; delete: boolean }
  files: Data.File[]
  quota: { used: number; total: number } | null
  maxFileBytes: number
  filters: { kind: FileKind | null; q: string }
}

/*
| Every file shared in a project, newest first: search by name and filter by type as one types
| (the address keeps both for a reload), who shared it and when, a jump to its message. The
| owner and staff upload straight into the project's files, delete files and see the quota.
*/
export default function ProjectFiles({
  project,
  allowed: can,
  files: initial,
  quota,
  filters,
}: Props) {
  const { t, i18n } = useTranslation()
  const clock = useClock()
  const [files, setFiles] = useState(initial)
  const [used, setUsed] = useState(quota?.used ?? 0)
  const [q, setQ] = useState(filters.q)
  const [kind, setKind] = useState<FileKind | ''>(filters.kind ?? '')
  const [open, setOpen] = useState<number | null>(null)
  const uploads = useUploads(project.id, 'project', (file) => {
    setFiles((current) => [file, ...current.filter((item) => item.id !== file.id)])
    setUsed((value) => value + file.size)
  })

  const shown = useMemo(() => {
    const needle = q.trim().toLocaleLowerCase()
    return files.filter(
      (file) =>
        (!kind || fileKind(file.type) === kind) &&
        (!needle || file.name.toLocaleLowerCase().includes(needle))
    )
  }, [files, q, kind])
  const viewables = shown.filter(viewable)

  const keepInAddress = (next: { q?: string; kind?: string }) => {
    const url = new URL(window.location.href)
    for (const [name, value] of Object.entries(next)) {
      if (value) url.searchParams.set(name, value)
      else url.searchParams.delete(name)
    }
    window.history.replaceState(window.history.state, '', url)
  }

  const remove = async (file: SharedFile) => {
    try {
      await requestJson(urlFor('files.destroy', { id: file.id }), 'DELETE')
      setFiles((current) => current.filter((item) => item.id !== file.id))
      setUsed((value) => Math.max(0, value - file.size))
      notify('success', t('files.deleted'))
    } catch {
      notify('error', t('chat.toast.deleteFailed'))
    }
  }

  return (
    <>
      <Head title={`${t('files.title')} · ${project.name}`} />
      <div className="mx-auto grid max-w-5xl gap-6">
        <div>
          <Link
            route="projects.show"
            routeParams={{ id: project.id }}
            className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('files.back')}
          </Link>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
            <div className="grid min-w-0 gap-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">
                {t('files.title')}
              </h1>
              <p className="text-sm text-muted-foreground">
                {project.name} · {t('files.intro')}
              </p>
            </div>
            {can.upload && (
              <AttachButton variant="default" onFiles={(files) => uploads.add(files)}>
                <Upload aria-hidden />
                {t('files.upload')}
              </AttachButton>
            )}
          </div>
        </div>

        {quota && (
          <div className="grid gap-1.5" data-testid="files-quota">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{t('files.quotaLabel')}</span>
              <span className="text-muted-foreground">
                {t('files.quota', {
                  used: formatBytes(used, i18n.language),
                  total: formatBytes(quota.total, i18n.language),
                })}
              </span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="meter"
              aria-label={t('files.quotaLabel')}
              aria-valuemin={0}
              aria-valuemax={quota.total}
              aria-valuenow={used}
            >
              <div
                className="h-full bg-[#4B5563] dark:bg-muted-foreground"
                style={{ width: `${Math.min(100, (used / quota.total) * 100)}%` }}
              />
            </div>
          </div>
        )}

        <UploadChips
          entries={uploads.entries.filter((entry) => entry.state !== 'done')}
          onRemove={uploads.remove}
          onRetry={uploads.retry}
        />

        <form
          role="search"
          method="get"
          action={urlFor('project_files.index', { id: project.id })}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto]"
        >
          <div className="grid gap-2">
            <Label htmlFor="files-search">{t('files.search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="files-search"
                type="search"
                name="q"
                value={q}
                maxLength={100}
                onChange={(event) => {
                  setQ(event.target.value)
                  keepInAddress({ q: event.target.value })
                }}
                className="pl-9"
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="files-kind">{t('files.kind.label')}</Label>
            <NativeSelect
              id="files-kind"
              name="kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as FileKind | '')
                keepInAddress({ kind: event.target.value })
              }}
              className="sm:w-44"
            >
              <option value="">{t('files.kind.all')}</option>
              {FILE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`files.kind.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </form>

        {files.length === 0 ? (
          <Card>
            <CardContent className="grid justify-items-center gap-2 py-12 text-center">
              <Files className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">{t('files.empty.title')}</p>
              <p className="text-sm text-muted-foreground">{t('files.empty.text')}</p>
            </CardContent>
          </Card>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground" role="status">
            {t('files.noMatch')}
          </p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card" aria-label={t('files.title')}>
            {shown.map((file) => (
              <li
                key={file.id}
                className="flex items-center gap-3 p-3 sm:px-4"
                data-file={file.name}
              >
                {file.thumbnailUrl ? (
                  <img
                    src={file.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    className="size-12 shrink-0 rounded-md border object-cover"
                  />
                ) : (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted">
                    <FileIcon type={file.type} className="size-5 text-muted-foreground" />
                  </span>
                )}
                <div className="grid min-w-0 flex-1 gap-0.5">
                  {viewable(file) ? (
                    <button
                      type="button"
                      className="truncate rounded-sm text-start text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => setOpen(viewables.indexOf(file))}
                    >
                      {file.name}
                    </button>
                  ) : (
                    <a
                      href={`${file.url}?download=1`}
                      download={file.name}
                      className="truncate rounded-sm text-sm font-medium hover:underline"
                    >
                      {file.name}
                    </a>
                  )}
                  <p className="text-xs break-words text-muted-foreground">
                    <FileType type={file.type} />
                    <span aria-hidden> · </span>
                    {formatBytes(file.size, i18n.language)}
                    <span aria-hidden> · </span>
                    {t('files.sharedBy', { name: file.uploadedBy?.name ?? t('files.deletedUser') })}
                    <span aria-hidden> · </span>
                    <time dateTime={file.createdAt} suppressHydrationWarning>
                      {formatMessageFull(file.createdAt, i18n.language, clock.timeZone)}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  {file.messageId !== null ? (
                    <Button asChild variant="ghost" size="icon" className="size-8">
                      <a
                        href={`${urlFor('projects.show', { id: project.id })}#${messageDomId(file.messageId)}`}
                        aria-label={t('files.inMessage')}
                        title={t('files.inMessage')}
                      >
                        <MessageSquare aria-hidden />
                      </a>
                    </Button>
                  ) : (
                    <span className="hidden text-xs text-muted-foreground sm:inline">
                      {t('files.projectFile')}
                    </span>
                  )}
                  <Button asChild variant="ghost" size="icon" className="size-8">
                    <a
                      href={`${file.url}?download=1`}
                      download={file.name}
                      aria-label={t('files.download', { name: file.name })}
                      title={t('files.download', { name: file.name })}
                    >
                      <Download aria-hidden />
                    </a>
                  </Button>
                  {can.delete && (
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 text-destructive hover:text-destructive"
                          aria-label={`${t('files.delete')}: ${file.name}`}
                          title={t('files.delete')}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      }
                      title={t('files.deleteTitle')}
                      description={t('files.deleteText', { name: file.name })}
                      confirmLabel={t('files.delete')}
                      destructive
                      onConfirm={() => void remove(file)}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FileViewer files={viewables} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  )
}
