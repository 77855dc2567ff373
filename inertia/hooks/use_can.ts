import type { SharedProps } from '@adonisjs/inertia/types'
import { useSharedProps } from '~/hooks/use_page_props'

export type Ability = keyof SharedProps['can']

/*
| What the server's policies (app/policies/) let the signed-in user do, as every page receives it
| in its shared `can` prop: a component shows or hides by ability, never by role.
|   const can = useCan()
|   {can('accessInbox') && <Link route="inbox.index">…</Link>}
| A resource's own abilities come with the resource (`project.can.update`), through its
| transformer.
*/
export function useCan() {
  const { can } = useSharedProps()
  return (ability: Ability) => can[ability]
}
