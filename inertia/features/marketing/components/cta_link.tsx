import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { useSharedProps } from '~/hooks/use_page_props'

/*
| "Start a project" everywhere on the site: a guest goes to registration (step 1 of the
| workflow: create an account and set up a project), a signed-in user to the dashboard.
*/
export function StartProjectLink({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
  const { user } = useSharedProps()
  return user ? (
    <Link route="dashboard" className={className}>
      {children}
    </Link>
  ) : (
    <Link route="new_account.create" className={className}>
      {children}
    </Link>
  )
}
