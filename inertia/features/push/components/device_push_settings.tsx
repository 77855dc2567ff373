import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { router as inertia } from '@inertiajs/react'
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'
import { usePush } from '../hooks/use_push'
import { PushStatus } from './push_status'

type PushDevice = Data.PushDevice

const ICONS = { desktop: Monitor, phone: Smartphone, tablet: Tablet } as const

/*
| Settings > Notifications: web push on this browser (a switch that asks for the permission when
| turned on), and the user's other devices with push on, each removable. "This device" is known
| by comparing fingerprints: the page never receives an endpoint.
*/
export function DevicePushSettings({ devices }: { devices: PushDevice[] }) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const push = usePush()
  if (push.state === 'unavailable') return null

  const others = devices.filter((device) => device.fingerprint !== push.thisDevice)
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const name = (device: PushDevice) => {
    const browser = device.browser ?? t('settings.sessions.unknownBrowser')
    return device.os ? t('settings.sessions.browserOnOs', { browser, os: device.os }) : browser
  }
  const switchable = push.state === 'on' || push.state === 'off'

  async function toggle(on: boolean) {
    const done = on ? await push.enable() : await push.disable()
    // The list of devices comes from the server: read it again once it changed.
    if (done) inertia.reload({ only: ['pushDevices'] })
  }

  return (
    <section aria-labelledby="push-device-title" className="grid gap-4">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="grid gap-1">
          <label htmlFor="pushThisDevice" id="push-device-title" className="text-sm font-medium">
            {t('push.settings.title')}
          </label>
          <p id="pushThisDevice-hint" className="text-sm text-muted-foreground">
            {t('push.settings.description')}
          </p>
          <PushStatus state={push.state} problem={push.problem} />
        </div>
        <Switch
          id="pushThisDevice"
          checked={push.state === 'on'}
          disabled={!switchable || push.busy}
          onCheckedChange={(on) => void toggle(on)}
          aria-describedby="pushThisDevice-hint"
        />
      </div>

      {others.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('push.settings.otherDevices')}</h3>
          <p className="text-sm text-muted-foreground">{t('push.settings.otherDevicesHint')}</p>
          <ul
            aria-label={t('push.settings.otherDevices')}
            className="divide-y rounded-lg border bg-card"
          >
            {others.map((device) => {
              const Icon = ICONS[device.kind]
              return (
                <li key={device.id} className="flex items-center gap-3 p-4">
                  <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                    <p className="font-medium">{name(device)}</p>
                    <p className="text-muted-foreground">
                      {device.lastSuccessAt ? (
                        <time dateTime={device.lastSuccessAt}>
                          {t('push.settings.lastDelivered', {
                            time: date.format(new Date(device.lastSuccessAt)),
                          })}
                        </time>
                      ) : (
                        t('push.settings.noneYet')
                      )}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('push.settings.removeLabel', { device: name(device) })}
                    onClick={() =>
                      router.delete(
                        { route: 'push_subscriptions.destroy', routeParams: { id: device.id } },
                        { preserveScroll: true }
                      )
                    }
                  >
                    {t('push.settings.remove')}
                  </Button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </section>
  )
}
