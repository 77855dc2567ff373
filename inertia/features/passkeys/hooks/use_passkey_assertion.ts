import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouter } from '@adonisjs/inertia/react'
import { router as inertiaRouter } from '@inertiajs/react'
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { ceremonyErrorKey, fetchOptions } from '../lib/api'

type Ceremony = {
  optionsRoute: 'passkey_login.options' | 'password.confirm.passkey_options'
  submitRoute: 'passkey_login.store' | 'password.confirm.passkey'
  /* Offer the page's passkeys in the browser's autofill of the username field. */
  autofill?: boolean
  /* Read when the passkey is sent (the login form's "Remember me"). */
  extra?: () => Record<string, unknown>
}

/*
| Signing in (or confirming) with a passkey: the button's modal request, and, where the browser
| supports it, a quiet request that offers passkeys in the e-mail field's autofill (conditional
| mediation). Only one request can be open: the button's replaces the autofill's (the library
| aborts it), and the autofill's starts again when the button's ends. The server's answer comes
| back as an Inertia visit: signed in, or this page (kept as it is) with the server's reason.
| After a refused autofill answer the autofill is not offered again until the button is used,
| so an authenticator that answers by itself cannot loop.
*/
export function usePasskeyAssertion({ optionsRoute, submitRoute, autofill, extra }: Ceremony) {
  const router = useRouter()
  const [supported, setSupported] = useState(true)
  const [busy, setBusy] = useState(false)
  const [clientError, setClientError] = useState<'cancelled' | 'failed' | null>(null)
  const extraRef = useRef(extra)
  extraRef.current = extra
  /*
  | useRouter() is a new object on every render: held in a ref, so the autofill request below
  | starts once per page, not again on each render. Each start asks the server for options,
  | which writes the session; one racing the password form's refusal would overwrite its
  | flashed errors, and the page would show none.
  */
  const routerRef = useRef(router)
  routerRef.current = router
  /*
  | The server keeps one challenge per session: the last options asked for. The button's options
  | are asked for after the autofill's have come, or the autofill's late answer would replace the
  | button's challenge and the button's passkey would be refused for a stale challenge.
  */
  const autofillOptions = useRef<Promise<unknown> | null>(null)

  const submit = useCallback(
    (credential: unknown, onDone: () => void) => {
      routerRef.current.post(
        { route: submitRoute },
        { credential, ...extraRef.current?.() } as never,
        { preserveScroll: true, preserveState: true, onFinish: onDone }
      )
    },
    [submitRoute]
  )

  const startAutofill = useCallback(async () => {
    if (!autofill || !(await browserSupportsWebAuthnAutofill())) return
    const request = fetchOptions<PublicKeyCredentialRequestOptionsJSON>(optionsRoute)
    autofillOptions.current = request
    const options = await request.finally(() => {
      if (autofillOptions.current === request) autofillOptions.current = null
    })
    if (!options) return
    try {
      const credential = await startAuthentication({
        optionsJSON: options,
        useBrowserAutofill: true,
      })
      setClientError(null)
      setBusy(true)
      submit(credential, () => setBusy(false))
    } catch {
      // Aborted by the button's request or by leaving the page: nothing to tell.
    }
  }, [autofill, optionsRoute, submit])

  useEffect(() => {
    setSupported(browserSupportsWebAuthn())
    void startAutofill()
    return () => WebAuthnAbortService.cancelCeremony()
  }, [startAutofill])

  async function start() {
    setClientError(null)
    setBusy(true)
    const done = () => {
      setBusy(false)
      void startAutofill()
    }
    try {
      await autofillOptions.current?.catch(() => null)
      const options = await fetchOptions<PublicKeyCredentialRequestOptionsJSON>(optionsRoute)
      if (!options) return inertiaRouter.reload()
      const credential = await startAuthentication({ optionsJSON: options })
      submit(credential, done)
    } catch (error) {
      setClientError(ceremonyErrorKey(error) === 'cancelled' ? 'cancelled' : 'failed')
      done()
    }
  }

  return { supported, busy, clientError, start }
}
