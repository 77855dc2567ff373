import { BlockList } from 'node:net'
import type { DateTime } from 'luxon'
import type { MailFetcher } from '#shared/offers'

/*
| Who fetched an offer's tracking image: a person's mail client, or a machine that fetches every
| image of every message whether or not anyone reads it (DESIGN.md "Offers": such fetches never
| count as a person opening). One table of signatures, checked in order; the first that matches
| names the machine. What each is, and why it is here:
|
| - gmail: Gmail rewrites every image to its caching proxy, which fetches with a fixed agent
|   ("... (via ggpht.com GoogleImageProxy)"); Google also fetches on delivery to scan, so a fetch
|   by it says nothing about a person.
| - yahoo: Yahoo Mail's image proxy, "YahooMailProxy; https://help.yahoo.com/kb/...".
| - apple: Apple Mail Privacy Protection downloads all remote content through Apple's relays
|   when the message arrives, with a bare "Mozilla/5.0" agent, from Apple's own network
|   (17.0.0.0/8).
| - scanner: link and attachment scanners of mail gateways (Microsoft Defender Safe Links and
|   Office's link checks, Barracuda, Proofpoint, Mimecast, Cisco, Trend Micro, Fortinet,
|   Sophos, Symantec), previewers and crawlers, HTTP libraries, headless browsers, and a fetch
|   with no agent at all, which no mail client sends.
| - early: anything within seconds of delivery. Gateways scan while the message is handed over
|   (Safe Links often with an ordinary browser's agent); a person has not read it yet.
|
| Agents can be forged, so this keeps honest statistics, not security.
*/

export type TrackingFetch = {
  userAgent: string | null
  ip: string | null
  at: DateTime
  /* When the e-mail reached the recipient's server (or was sent, before that is known). */
  deliveredAt: DateTime | null
}

/* Seconds after delivery in which a fetch is a gateway's, not a reader's. */
export const EARLY_FETCH_SECONDS = 10

const APPLE_NETWORK = new BlockList()
APPLE_NETWORK.addSubnet('17.0.0.0', 8, 'ipv4')

function fromApple(ip: string | null) {
  if (!ip) return false
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  return /^\d+\.\d+\.\d+\.\d+$/.test(v4) && APPLE_NETWORK.check(v4, 'ipv4')
}

const SCANNER_AGENT =
  /barracuda|proofpoint|mimecast|ironport|cisco|trend ?micro|\btmes\b|forti(mail|guard)|sophos|symantec|messagelabs|safe ?links|ms-office|existence discovery|bot\b|bot\/|crawler|spider|preview|headless|python|curl\/|wget|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient/i

export const SIGNATURES: { fetcher: MailFetcher; matches: (fetch: TrackingFetch) => boolean }[] = [
  {
    fetcher: 'gmail',
    matches: ({ userAgent }) => /GoogleImageProxy|ggpht\.com/i.test(userAgent ?? ''),
  },
  { fetcher: 'yahoo', matches: ({ userAgent }) => /YahooMailProxy/i.test(userAgent ?? '') },
  {
    fetcher: 'apple',
    matches: ({ userAgent, ip }) => userAgent?.trim() === 'Mozilla/5.0' || fromApple(ip),
  },
  {
    fetcher: 'scanner',
    matches: ({ userAgent }) => !userAgent?.trim() || SCANNER_AGENT.test(userAgent),
  },
  {
    fetcher: 'early',
    matches: ({ at, deliveredAt }) =>
      deliveredAt !== null && at.diff(deliveredAt, 'seconds').seconds < EARLY_FETCH_SECONDS,
  },
]

/* The machine that made this fetch, or null when it looks like a person's mail client. */
export function mailFetcherOf(fetch: TrackingFetch): MailFetcher | null {
  return SIGNATURES.find((signature) => signature.matches(fetch))?.fetcher ?? null
}
