import { useEffect } from 'react'
import { useSharedProps } from '~/hooks/use_page_props'
import { useAppearance } from '~/hooks/use_appearance'
import { notify, toasterMounted, useSonner } from '~/lib/toast'

/*
| Turns the server's flash messages ("saved", ...) into toasts. Without JavaScript (every form
| also works without it) no toast can appear, so the server-rendered page says them in place.
*/
export function FlashToaster() {
  const { flash } = useSharedProps()
  const sonner = useSonner()

  // Keyed by the response's flash id: the same text a second time is a second toast.
  useEffect(() => {
    if (flash.success) notify('success', flash.success)
    if (flash.error) notify('error', flash.error)
  }, [flash.id])

  return (
    <>
      {sonner ? <MountedToaster Toaster={sonner.Toaster} /> : null}
      <FlashWithoutScript success={flash.success} error={flash.error} />
    </>
  )
}

function FlashWithoutScript({ success, error }: { success?: string; error?: string }) {
  if (!success && !error) return null
  return (
    <noscript>
      <div className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-96">
        {success ? (
          <p
            role="status"
            className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 shadow-lg dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {success}
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 shadow-lg dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
      </div>
    </noscript>
  )
}

function MountedToaster({ Toaster }: { Toaster: typeof import('sonner').Toaster }) {
  const { appearance: serverAppearance } = useSharedProps()
  const { appearance } = useAppearance(serverAppearance)
  useEffect(toasterMounted, [])
  // At the bottom, never over the header's language, theme and account controls (on phones
  // sonner stretches them across the bottom edge).
  return <Toaster theme={appearance} position="bottom-right" richColors closeButton />
}
