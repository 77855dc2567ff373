import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'

/* The props every page receives from the server (app/middleware/inertia_middleware.ts). */
export function useSharedProps() {
  return usePage<SharedProps>().props
}
