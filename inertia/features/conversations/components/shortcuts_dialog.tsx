import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'

export const INBOX_SHORTCUTS = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['r'], action: 'reply' },
  { keys: ['e'], action: 'closeConversation' },
  { keys: ['a'], action: 'assign' },
  { keys: ['/'], action: 'savedReply' },
  { keys: ['?'], action: 'help' },
] as const

/* The list of the inbox's keys ("?" or the keyboard button opens it). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('inbox.shortcuts.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('inbox.shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('inbox.shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {INBOX_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="contents">
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="inline-flex min-w-7 items-center justify-center rounded border bg-muted px-1.5 py-0.5 font-mono text-xs"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{t(`inbox.shortcuts.${shortcut.action}`)}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
