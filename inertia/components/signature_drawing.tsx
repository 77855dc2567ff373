import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Eraser } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field_error'
import { bindSignaturePad } from '~/lib/signature_pad'

/* The canvas's size in pixels: the PNG's, within SIGNATURE_DRAWING's bounds on the server. */
const SIZE = { width: 1000, height: 300 }

/*
| The optional drawn signature under the typed name (inertia/lib/signature_pad.ts draws it). The
| canvas is white like paper in both themes; keyboard and screen-reader users are told that the
| typed name is enough. A drawing kept from a form sent back with another field's error comes
| back; one the server refused does not (its message stands beside the field).
*/
export function SignatureDrawing({
  id,
  error,
  initial,
}: {
  id: string
  error?: string
  initial?: string
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => (ref.current ? bindSignaturePad(ref.current) : undefined), [])
  return (
    <div
      ref={ref}
      data-signature-pad
      data-drawn={t('agreements.sign.drawing.drawn')}
      data-cleared={t('agreements.sign.drawing.cleared')}
      hidden
      className="grid gap-2"
    >
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {t('agreements.sign.drawing.label')}
      </p>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('agreements.sign.drawing.hint')}
      </p>
      <canvas
        data-signature-canvas
        width={SIZE.width}
        height={SIZE.height}
        role="img"
        aria-label={t('agreements.sign.drawing.canvas')}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className="aspect-[10/3] w-full max-w-xl cursor-crosshair touch-none rounded-lg border-2 border-dashed border-input bg-white aria-invalid:border-destructive"
      />
      <input
        type="hidden"
        name="signature"
        data-signature-input
        defaultValue={error ? '' : (initial ?? '')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" data-signature-clear>
          <Eraser aria-hidden />
          {t('agreements.sign.drawing.clear')}
        </Button>
        <p data-signature-status role="status" className="text-xs text-muted-foreground" />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
