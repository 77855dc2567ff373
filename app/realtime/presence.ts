export interface PresenceMember {
  user_id: string
  user_info?: unknown
}

/** Largest `channel_data` accepted, as on the hosted service (user_info is limited to 1 KB there). */
const MAX_CHANNEL_DATA_BYTES = 1024 + 256

/** Parses the signed `channel_data` of a presence subscription; null when it is unusable. */
export function parseChannelData(channelData: unknown): PresenceMember | null {
  if (typeof channelData !== 'string' || Buffer.byteLength(channelData) > MAX_CHANNEL_DATA_BYTES) {
    return null
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(channelData)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { user_id: userId, user_info: userInfo } = parsed as Record<string, unknown>
  if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId) === '') {
    return null
  }
  return { user_id: String(userId), user_info: userInfo }
}

/** The `data` of `pusher_internal:subscription_succeeded` on a presence channel. */
export function presenceSnapshot(members: PresenceMember[]): string {
  const ids: string[] = []
  const hash: Record<string, unknown> = {}
  for (const member of members) {
    ids.push(member.user_id)
    hash[member.user_id] = member.user_info ?? null
  }
  return JSON.stringify({ presence: { ids, hash, count: ids.length } })
}
