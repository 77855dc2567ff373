import { useEffect, useMemo, useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { SelectField } from '~/components/forms/select_field'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'
import { useCan } from '~/hooks/use_can'
import type { Data } from '@generated/data'
import { DevicePushSettings } from '~/features/push/components/device_push_settings'
import {
  NOTIFICATION_KINDS,
  kindField,
  STAFF_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shared/notifications'

type Props = {
  emailUnreadMessages: boolean
  emailReplies: boolean
  off: NotificationKind[]
  quietFrom: string | null
  quietTo: string | null
  timeZone: string | null
  pushDevices: Data.PushDevice[]
}

/* A switch whose state travels in a hidden field (a Radix switch is a button, not an input). */
function SwitchRow({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string
  name: string
  label: string
  hint: string
  defaultChecked: boolean
}) {
  const [checked, setChecked] = useState(defaultChecked)
  return (
    <div className="flex items-start justify-between gap-4 p-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={setChecked}
        aria-describedby={`${id}-hint`}
      />
      <input type="hidden" name={name} value={checked ? 'true' : 'false'} />
    </div>
  )
}

/* The browser's own zone, known only in the browser (the server renders without it). */
function useBrowserTimeZone() {
  const [zone, setZone] = useState<string | null>(null)
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), [])
  return zone
}

/*
| What the user hears about: the away digest by e-mail, each kind of notification (the bell and
| their devices), and the quiet hours when devices stay silent.
*/
export default function NotificationSettings(props: Props) {
  const { t } = useTranslation()
  const can = useCan()
  const browserZone = useBrowserTimeZone()
  const zones = useMemo(() => {
    const all =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    return [...new Set(['UTC', ...all, ...(props.timeZone ? [props.timeZone] : [])])]
  }, [props.timeZone])
  const zone = props.timeZone ?? browserZone ?? 'UTC'
  const kinds = NOTIFICATION_KINDS.filter(
    (kind) => can('accessInbox') || !STAFF_NOTIFICATION_KINDS.includes(kind)
  )

  return (
    <>
      <Head title={t('settings.notifications.title')} />
      <h2 className="text-lg font-semibold">{t('settings.notifications.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">
        {t('settings.notifications.description')}
      </p>
      <Form
        route="notifications.update"
        options={{ preserveScroll: true }}
        className="flex flex-col gap-8"
      >
        {({ processing, errors }) => (
          <>
            <section aria-labelledby="notify-email" className="grid gap-3">
              <h3 id="notify-email" className="text-base font-semibold">
                {t('settings.notifications.emailTitle')}
              </h3>
              <div className="divide-y rounded-lg border">
                <SwitchRow
                  id="emailUnreadMessages"
                  name="emailUnreadMessages"
                  label={t('settings.notifications.unreadLabel')}
                  hint={t('settings.notifications.unreadHint')}
                  defaultChecked={props.emailUnreadMessages}
                />
                <SwitchRow
                  id="emailReplies"
                  name="emailReplies"
                  label={t('settings.notifications.repliesLabel')}
                  hint={t('settings.notifications.repliesHint')}
                  defaultChecked={props.emailReplies}
                />
              </div>
            </section>

            <section aria-labelledby="notify-app" className="grid gap-3">
              <div className="grid gap-1">
                <h3 id="notify-app" className="text-base font-semibold">
                  {t('settings.notifications.appTitle')}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {t('settings.notifications.appHint')}
                </p>
              </div>
              <div className="divide-y rounded-lg border">
                {kinds.map((kind) => (
                  <SwitchRow
                    key={kind}
                    id={`notify-${kindField(kind)}`}
                    name={`notify[${kindField(kind)}]`}
                    label={t(`settings.notifications.kinds.${kind}.label`)}
                    hint={t(`settings.notifications.kinds.${kind}.hint`)}
                    defaultChecked={!props.off.includes(kind)}
                  />
                ))}
              </div>
            </section>

            <section aria-labelledby="notify-quiet" className="grid gap-3">
              <div className="grid gap-1">
                <h3 id="notify-quiet" className="text-base font-semibold">
                  {t('settings.notifications.quietTitle')}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {t('settings.notifications.quietHint')}
                </p>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="quietFrom"
                  type="time"
                  label={t('settings.notifications.quietFrom')}
                  defaultValue={props.quietFrom ?? ''}
                  error={errors.quietFrom}
                />
                <TextField
                  id="quietTo"
                  type="time"
                  label={t('settings.notifications.quietTo')}
                  defaultValue={props.quietTo ?? ''}
                  error={errors.quietTo}
                />
              </div>
              <SelectField
                // Remounted once the browser's zone is known, so it becomes the choice.
                key={zone}
                id="timeZone"
                label={t('settings.notifications.timeZone')}
                hint={t('settings.notifications.timeZoneHint')}
                defaultValue={zone}
                error={errors.timeZone}
                options={zones.map((name) => ({ value: name, label: name.replaceAll('_', ' ') }))}
              />
            </section>

            <div>
              <Button type="submit" disabled={processing}>
                {processing ? t('common.actions.saving') : t('common.actions.save')}
              </Button>
            </div>
          </>
        )}
      </Form>
      <div className="mt-8">
        <DevicePushSettings devices={props.pushDevices} />
      </div>
    </>
  )
}
