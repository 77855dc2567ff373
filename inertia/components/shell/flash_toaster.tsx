import { useEffect } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import { useAppearance } from '~/hooks/use_appearance'
import { notify, toasterMounted, useSonner } from '~/lib/toast'

/* Turns the server's flash messages ("saved", ...) into toasts. */
export function FlashToaster() {
  const { flash } = useSharedProps()
  const sonner = useSonner()

  useEffect(() => {
    if (flash.success) notify('success', flash.success)
    if (flash.error) notify('error', flash.error)
  }, [flash])

  return sonner ? <MountedToaster Toaster={sonner.Toaster} /> : null
}

function MountedToaster({ Toaster }: { Toaster: typeof import('sonner').Toaster }) {
  const { appearance: serverAppearance } = useSharedProps()
  const { appearance } = useAppearance(serverAppearance)
  useEffect(toasterMounted, [])
  // At the bottom, never over the header's language, theme and account controls (on phones
  // sonner stretches them across the bottom edge).
  return <Toaster theme={appearance} position="bottom-right" richColors closeButton />
}
