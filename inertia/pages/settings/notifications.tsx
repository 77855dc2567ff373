import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'

type Props = { emailUnreadMessages: boolean }

/* Which e-mails about activity the user wants: today the away digest of unread chat messages. */
export default function NotificationSettings({ emailUnreadMessages }: Props) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(emailUnreadMessages)

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
        className="flex flex-col gap-6"
      >
        {({ processing }) => (
          <>
            <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1">
                <label htmlFor="emailUnreadMessages" className="text-sm font-medium">
                  {t('settings.notifications.unreadLabel')}
                </label>
                <p id="emailUnreadMessages-hint" className="text-sm text-muted-foreground">
                  {t('settings.notifications.unreadHint')}
                </p>
              </div>
              <Switch
                id="emailUnreadMessages"
                checked={checked}
                onCheckedChange={setChecked}
                aria-describedby="emailUnreadMessages-hint"
              />
              {/* The switch is a button: its state travels in a field of its own. */}
              <input type="hidden" name="emailUnreadMessages" value={checked ? 'true' : 'false'} />
            </div>
            <div>
              <Button type="submit" disabled={processing}>
                {processing ? t('common.actions.saving') : t('common.actions.save')}
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  )
}
