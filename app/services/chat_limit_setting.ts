/*
| CHAT_CONVERSATIONS_PER_ADDRESS: new conversations one client address may start an
| hour. Below 30 an office or a carrier's shared address is refused again; above 150 one machine
| could bury the inbox. Outside that range the app does not start, naming the variable.
*/
export const CONVERSATIONS_PER_ADDRESS = { min: 30, max: 150, default: 60 }

export function conversationsPerAddress(key: string, value?: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const count = Number(value)
  const { min, max } = CONVERSATIONS_PER_ADDRESS
  if (!Number.isInteger(count) || count < min || count > max) {
    throw new Error(`${key}: a whole number from ${min} to ${max}, not "${value}"`)
  }
  return count
}
