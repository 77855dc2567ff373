import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { Bell, BellOff } from 'lucide-react'
import { Button } from '~/components/ui/button'

/*
| A member mutes the project's notifications (a mention still notifies them). A pressed toggle:
| its state is read out, and the server's flash says what it means.
*/
export function MuteButton({ projectId, muted }: { projectId: number; muted: boolean }) {
  const { t } = useTranslation()
  const router = useRouter()
  const label = muted ? t('chat.mute.unmute') : t('chat.mute.mute')
  const toggle = () => {
    const routeParams = { id: projectId }
    if (muted) router.delete({ route: 'projects.unmute', routeParams }, { preserveScroll: true })
    else router.post({ route: 'projects.mute', routeParams }, {}, { preserveScroll: true })
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={muted}
      title={muted ? t('chat.mute.muted') : undefined}
      onClick={toggle}
      data-mute-project
    >
      {muted ? <BellOff aria-hidden /> : <Bell aria-hidden />}
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  )
}
