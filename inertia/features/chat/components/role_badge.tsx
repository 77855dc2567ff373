import { useTranslation } from 'react-i18next'
import { AuthorMark } from '~/components/messages/message_row'
import type { ChatRole } from '../types'

/* Staff stand out (the company's team); the client's side reads as owner, member or viewer. */
const TONES = { staff: 'team', owner: 'strong', member: 'plain', viewer: 'dashed' } as const

export function RoleBadge({ role }: { role: ChatRole }) {
  const { t } = useTranslation()
  return <AuthorMark label={t(`projects.roles.${role}`)} tone={TONES[role]} />
}
