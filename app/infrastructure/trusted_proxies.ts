import { BlockList, isIP } from 'node:net'

/*
| Which peers may tell us the client's address through X-Forwarded-For. Trusting everyone lets
| any visitor pick their own address and so escape every per-IP limit; trusting no one (the
| default) makes the socket's address the client's. TRUSTED_PROXIES takes proxy-addr's notation
| (what Express and AdonisJS document): addresses, CIDR ranges and the names loopback,
| linklocal and uniquelocal, separated by commas.
*/
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

export class InvalidTrustedProxy extends Error {}

export function parseTrustedProxies(value: string | undefined) {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED_RANGES[entry.toLowerCase()] ?? [entry])

  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    const length = prefix === undefined ? bits : Number(prefix)
    if (!family || rest.length || !/^\d+$/.test(prefix ?? '0') || length > bits) {
      throw new InvalidTrustedProxy(
        `"${entry}" is not an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')}`
      )
    }
    list.addSubnet(address, length, family === 4 ? 'ipv4' : 'ipv6')
  }
  return { count: entries.length, list }
}

/* The trustProxy function of the HTTP config (proxy-addr calls it for each hop, nearest first). */
export function trustedProxies(value: string | undefined) {
  const { count, list } = parseTrustedProxies(value)
  if (count === 0) return () => false
  return (address: string) => {
    const family = isIP(address)
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
}
