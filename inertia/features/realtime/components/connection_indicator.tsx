import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'
import { useConnectionState, type ConnectionState } from '../hooks/use_connection_state'

const dotColour: Record<ConnectionState, string> = {
  initialized: 'bg-muted-foreground',
  connecting: 'bg-amber-500 animate-pulse',
  connected: 'bg-success',
  unavailable: 'bg-amber-500',
  failed: 'bg-destructive',
  disconnected: 'bg-muted-foreground',
}

/*
| A small, always-visible word on whether live updates (chat, notices) are flowing. Invisible
| until the app's script has taken over the page: without it nothing is ever "starting".
*/
export function ConnectionIndicator() {
  const { t } = useTranslation()
  const state = useConnectionState()
  const label = t(`common.realtime.states.${state}`)

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={`${t('common.realtime.label')}: ${label}`}
      title={label}
      data-state={state}
      className="flex items-center gap-2 rounded-full px-2.5 py-1 text-xs text-muted-foreground unhydrated:invisible"
    >
      <span aria-hidden className={cn('size-2 rounded-full', dotColour[state])} />
      <span className="hidden lg:inline">{label}</span>
    </div>
  )
}
