import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@adonisjs/inertia/react'
import { CheckCheck, Copy, Pencil, Reply, RotateCw, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/confirm_dialog'

type ActionOffer = {
  id: number
  email: string
  subject: string
  status: string
  deliveryState: string | null
}

/*
| The show page's actions: reply via e-mail (the mail client, "Re: subject"), mark responded
| and delete (both asked first), send again when delivery failed, duplicate as a new draft, and
| for a draft its editing. Every one lands back with a toast.
*/
export function OfferActions({ offer }: { offer: ActionOffer }) {
  const { t } = useTranslation()
  const router = useRouter()
  const routeParams = { id: offer.id }
  const isDraft = offer.status === 'draft'
  const mailto = `mailto:${offer.email}?subject=${encodeURIComponent(`Re: ${offer.subject}`)}`

  return (
    <div className="flex flex-wrap gap-2">
      {isDraft ? (
        <Button asChild>
          <Link route="offers.edit" routeParams={routeParams}>
            <Pencil aria-hidden />
            {t('offers.show.editDraft')}
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href={mailto}>
            <Reply aria-hidden />
            {t('offers.show.reply')}
          </a>
        </Button>
      )}
      {offer.deliveryState === 'failed' && (
        <Button onClick={() => router.post({ route: 'offers.resend', routeParams }, {})}>
          <RotateCw aria-hidden />
          {t('offers.show.resend')}
        </Button>
      )}
      {!isDraft && offer.status !== 'responded' && (
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              <CheckCheck aria-hidden />
              {t('offers.show.markResponded')}
            </Button>
          }
          title={t('offers.show.markRespondedTitle')}
          description={t('offers.show.markRespondedText', { email: offer.email })}
          confirmLabel={t('offers.show.markResponded')}
          onConfirm={() => router.post({ route: 'offers.responded', routeParams }, {})}
        />
      )}
      <Button
        variant="outline"
        onClick={() => router.post({ route: 'offers.duplicate', routeParams }, {})}
      >
        <Copy aria-hidden />
        {t('offers.show.duplicate')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="destructive">
            <Trash2 aria-hidden />
            {t('offers.show.delete')}
          </Button>
        }
        title={t('offers.show.deleteTitle')}
        description={t('offers.show.deleteText', { email: offer.email })}
        confirmLabel={t('offers.show.delete')}
        destructive
        onConfirm={() => router.delete({ route: 'offers.destroy', routeParams })}
      />
    </div>
  )
}
