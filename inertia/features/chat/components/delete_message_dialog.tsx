import { useTranslation } from 'react-i18next'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert_dialog'

/* Asks before a message is deleted; everyone then sees "Message deleted" in its place. */
export function DeleteMessageDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('chat.delete.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('chat.delete.text')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('chat.delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onConfirm}>
            {t('chat.delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
