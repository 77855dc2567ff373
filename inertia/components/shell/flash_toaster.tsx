import { useEffect } from 'react'
import { Toaster, toast } from 'sonner'
import { useSharedProps } from '~/hooks/use_page_props'
import { useAppearance } from '~/hooks/use_appearance'

/* Turns the server's flash messages ("saved", ...) into toasts. */
export function FlashToaster() {
  const { flash, appearance: serverAppearance } = useSharedProps()
  const { appearance } = useAppearance(serverAppearance)

  useEffect(() => {
    if (flash.success) toast.success(flash.success)
    if (flash.error) toast.error(flash.error)
  }, [flash])

  return <Toaster theme={appearance} position="top-right" richColors closeButton />
}
