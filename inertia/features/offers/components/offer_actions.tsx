import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { CheckCheck, Copy, MoreHorizontal, Pencil, Reply, RotateCw, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/confirm_dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

type ActionOffer = {
  id: number
  email: string
  subject: string
  status: string
  deliveryState: string | null
}

/*
| The show page's actions. The one that moves the offer on stays a button at every width: edit a
| draft, send again when delivery failed, else reply via e-mail (the mail client, "Re: subject").
| From `sm` up "Mark as responded" sits beside it; everything else (reply when the e-mail failed,
| duplicate as a new draft, delete) is in the "More actions" menu, and on a phone that menu holds
| every other action, so the page starts with one row, not three. Mark responded and delete are asked first; every action
| lands back with a toast.
*/
export function OfferActions({ offer }: { offer: ActionOffer }) {
  const { t } = useTranslation()
  const router = useRouter()
  const [confirming, setConfirming] = useState<'responded' | 'delete' | null>(null)
  const routeParams = { id: offer.id }
  const isDraft = offer.status === 'draft'
  const failed = offer.deliveryState === 'failed'
  const canMarkResponded = !isDraft && offer.status !== 'responded'
  const mailto = `mailto:${offer.email}?subject=${encodeURIComponent(`Re: ${offer.subject}`)}`
  const dialogOpen = (which: 'responded' | 'delete') => (open: boolean) =>
    setConfirming(open ? which : null)

  return (
    <div className="flex flex-wrap items-center gap-2">
      {isDraft ? (
        <Button asChild>
          <Link route="offers.edit" routeParams={routeParams}>
            <Pencil aria-hidden />
            {t('offers.show.editDraft')}
          </Link>
        </Button>
      ) : failed ? (
        <Button onClick={() => router.post({ route: 'offers.resend', routeParams }, {})}>
          <RotateCw aria-hidden />
          {t('offers.show.resend')}
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href={mailto}>
            <Reply aria-hidden />
            {t('offers.show.reply')}
          </a>
        </Button>
      )}
      {canMarkResponded && (
        <Button
          variant="outline"
          className="hidden sm:inline-flex"
          onClick={() => setConfirming('responded')}
        >
          <CheckCheck aria-hidden />
          {t('offers.show.markResponded')}
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <MoreHorizontal aria-hidden />
            {t('offers.show.moreActions')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {failed && (
            <DropdownMenuItem asChild>
              <a href={mailto}>
                <Reply aria-hidden />
                {t('offers.show.reply')}
              </a>
            </DropdownMenuItem>
          )}
          {canMarkResponded && (
            <DropdownMenuItem className="sm:hidden" onSelect={() => setConfirming('responded')}>
              <CheckCheck aria-hidden />
              {t('offers.show.markResponded')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem
            onSelect={() => router.post({ route: 'offers.duplicate', routeParams }, {})}
          >
            <Copy aria-hidden />
            {t('offers.show.duplicate')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive data-[highlighted]:text-destructive"
            onSelect={() => setConfirming('delete')}
          >
            <Trash2 aria-hidden />
            {t('offers.show.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming === 'responded'}
        onOpenChange={dialogOpen('responded')}
        title={t('offers.show.markRespondedTitle')}
        description={t('offers.show.markRespondedText', { email: offer.email })}
        confirmLabel={t('offers.show.markResponded')}
        onConfirm={() => router.post({ route: 'offers.responded', routeParams }, {})}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={dialogOpen('delete')}
        title={t('offers.show.deleteTitle')}
        description={t('offers.show.deleteText', { email: offer.email })}
        confirmLabel={t('offers.show.delete')}
        destructive
        onConfirm={() => router.delete({ route: 'offers.destroy', routeParams })}
      />
    </div>
  )
}
