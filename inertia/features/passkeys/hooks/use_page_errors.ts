import { usePage } from '@inertiajs/react'

/* The page's field errors (the server flashes a passkey's refusal under `passkey`). */
export function usePageErrors() {
  return (usePage().props.errors ?? {}) as Record<string, string | undefined>
}
