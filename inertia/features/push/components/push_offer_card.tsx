import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BellRing, Check } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { PUSH_OFFER_DISMISSED_KEY } from '@shared/push'
import { usePush } from '../hooks/use_push'
import { PushStatus } from './push_status'

function dismissed() {
  try {
    return localStorage.getItem(PUSH_OFFER_DISMISSED_KEY) !== null
  } catch {
    return true
  }
}

/*
| Offered in the chat right after the user sent a message (never on a page's first load):
| notifications of replies on this device. "Not now" is remembered on this device; settings
| still offer it. Nothing shows where it cannot work or is already on.
*/
export function PushOfferCard() {
  const { t } = useTranslation()
  const push = usePush()
  const [hidden, setHidden] = useState(true)
  const [enabledHere, setEnabledHere] = useState(false)

  useEffect(() => {
    setHidden(dismissed())
  }, [])

  if (hidden || push.state === 'checking') return null
  const offerable = push.state === 'off' || push.state === 'denied' || enabledHere
  if (!offerable || (push.state === 'denied' && !push.problem)) return null

  function notNow() {
    try {
      localStorage.setItem(PUSH_OFFER_DISMISSED_KEY, new Date().toISOString())
    } catch {
      // Private browsing without storage: it hides for this page only.
    }
    setHidden(true)
  }

  return (
    <section
      aria-label={t('push.offer.title')}
      className="grid gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm"
    >
      {enabledHere && push.state === 'on' ? (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Check className="size-4 text-success" aria-hidden />
          {t('push.offer.enabled')}
        </p>
      ) : (
        <>
          <div className="flex items-start gap-2">
            <BellRing className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-0.5">
              <h3 className="font-medium">{t('push.offer.title')}</h3>
              <p className="text-muted-foreground">{t('push.offer.body')}</p>
            </div>
          </div>
          <PushStatus state={push.state} problem={push.problem} />
          <div className="flex flex-wrap gap-2 sm:pl-6">
            {push.state !== 'denied' && (
              <Button
                size="sm"
                disabled={push.busy}
                onClick={async () => setEnabledHere(await push.enable())}
              >
                {push.busy ? t('push.offer.turningOn') : t('push.offer.turnOn')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={notNow}>
              {t('push.offer.notNow')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
