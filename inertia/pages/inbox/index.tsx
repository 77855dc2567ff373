import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { MessagesSquare } from 'lucide-react'
import type { InboxListProps } from '~/features/conversations/components/inbox_list'

/*
| The inbox with no conversation open: the layout shows the list; beside it (from lg up) a quiet
| pane says what to do. On a phone the list is the whole screen.
*/
export default function InboxIndex(_: InboxListProps) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('inbox.title')} />
      <div className="hidden h-full flex-col items-center justify-center gap-3 p-8 text-center lg:flex">
        <MessagesSquare className="size-10 text-muted-foreground" aria-hidden />
        <p className="max-w-sm text-sm text-muted-foreground">{t('inbox.pick')}</p>
        <p className="max-w-sm text-xs text-muted-foreground">{t('inbox.pickKeys')}</p>
      </div>
    </>
  )
}
