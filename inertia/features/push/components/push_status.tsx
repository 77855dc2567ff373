import { useTranslation } from 'react-i18next'
import { BellOff } from 'lucide-react'
import type { PushProblem, PushState } from '../hooks/use_push'

/* Why push cannot be turned on here, or what just failed, in one sentence (or nothing). */
export function PushStatus({
  state,
  problem,
  id,
}: {
  state: PushState
  problem: PushProblem | null
  id?: string
}) {
  const { t } = useTranslation()
  const key =
    problem === 'failed'
      ? 'push.status.failed'
      : problem === 'turnOffFailed'
        ? 'push.status.turnOffFailed'
        : state === 'denied'
          ? 'push.status.denied'
          : state === 'unsupported'
            ? 'push.status.unsupported'
            : state === 'install-first'
              ? 'push.status.installFirst'
              : null
  if (!key) return null
  return (
    <p id={id} role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
      <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t(key)}
    </p>
  )
}
