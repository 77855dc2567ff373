import { useRef, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Paperclip } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/*
| Choosing files from the device: a button that opens the browser's picker (hidden, out of the
| tab order: the button is the control). The paperclip of every composer by default; with
| `children`, a labelled button (the project's Files page).
*/
export function AttachButton({
  onFiles,
  disabled = false,
  className,
  variant = 'ghost',
  children,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
  className?: string
  variant?: ComponentProps<typeof Button>['variant']
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const picker = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      {children ? (
        <Button
          type="button"
          variant={variant}
          className={className}
          disabled={disabled}
          onClick={() => picker.current?.click()}
        >
          {children}
        </Button>
      ) : (
        <Button
          type="button"
          variant={variant}
          size="icon"
          className={cn('shrink-0', className)}
          disabled={disabled}
          aria-label={t('files.attach')}
          title={t('files.attach')}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden />
        </Button>
      )}
    </>
  )
}
