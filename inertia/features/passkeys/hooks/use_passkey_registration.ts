import { useEffect, useState } from 'react'
import { useRouter } from '@adonisjs/inertia/react'
import { router as inertiaRouter } from '@inertiajs/react'
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser'
import { ceremonyErrorKey, fetchOptions } from '../lib/api'

/*
| Adding a passkey: the server's options, the device's prompt, then the new credential posted
| back (an Inertia visit: the list comes back with it, or the page with the server's reason).
| Options refused (the password confirmation ran out) reload the page, which asks for it again.
*/
export function usePasskeyRegistration() {
  const router = useRouter()
  const [supported, setSupported] = useState(true)
  const [busy, setBusy] = useState(false)
  const [clientError, setClientError] = useState<'cancelled' | 'exists' | 'failed' | null>(null)

  useEffect(() => setSupported(browserSupportsWebAuthn()), [])

  async function add() {
    setClientError(null)
    setBusy(true)
    try {
      const options = await fetchOptions<PublicKeyCredentialCreationOptionsJSON>('passkeys.options')
      if (!options) return inertiaRouter.reload()
      const credential = await startRegistration({ optionsJSON: options })
      router.post({ route: 'passkeys.store' }, { credential } as never, {
        preserveScroll: true,
        onFinish: () => setBusy(false),
      })
    } catch (error) {
      setClientError(ceremonyErrorKey(error))
      setBusy(false)
    }
  }

  return { supported, busy, clientError, add }
}
