import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

/*
| Progress as a bar in the specified grey (#4B5563) with the percentage written beside it. On dark
| surfaces that grey has too little contrast (WCAG 1.4.11 asks 3:1), so dark mode uses a lighter
| grey of the same scale (docs/decisions/ui-conventions.md).
*/
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number
  label?: string
  className?: string
}) {
  const { t, i18n } = useTranslation()
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  const text = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100)
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label ?? t('projects.fields.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
      >
        <div
          className="h-full rounded-full bg-progress dark:bg-[#9ca3af]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{text}</span>
    </div>
  )
}
