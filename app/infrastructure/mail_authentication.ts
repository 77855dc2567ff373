import { promises as dns } from 'node:dns'
import { authenticate, type DNSResolver } from 'mailauth'
import inboundMailConfig from '#config/inbound_mail'

/* How the connection that handed the message over looked (the SMTP session). */
export type MailClient = { ip?: string | null; helo?: string | null }

/* A DNS lookup as `dns.promises.resolve` answers it: (name, type) → records. */
export type DnsResolver = DNSResolver

export type SenderCheck = {
  /* pass: post as usual; quarantine: keep it for staff, never post it as the claimed sender. */
  verdict: 'pass' | 'quarantine'
  reason: string | null
  spf: string
  dkim: string
  dmarc: string
  /* One line for the log page: "spf=pass dkim=pass dmarc=pass". */
  summary: string
}

const systemResolver = ((name: string, type: string) =>
  dns.resolve(name, type as 'TXT')) as unknown as DnsResolver
let resolver: DnsResolver = systemResolver

/*
| The DNS the checks read. Production asks the system's resolver; tests serve their own
| records (keys made by the test) so nothing depends on the internet.
*/
export function useDnsResolver(custom: DnsResolver | null) {
  resolver = custom ?? systemResolver
}

/*
| SPF, DKIM and DMARC of a received message (`mailauth`). The verdict:
| - DMARC fails (the From domain publishes a policy and neither an aligned DKIM signature nor
|   an aligned SPF pass vouches for it): quarantined, whatever the policy's p= says, since
|   posting means speaking as that person in a thread;
| - no DMARC record, but SPF says the client may not send for the envelope's domain (`fail`):
|   quarantined too; softfail/neutral/none pass, the reply token still binds the thread to the
|   recipient's address;
| - otherwise it passes.
| A DNS error (temperror) is not a fail: the message is then judged as if no record existed,
| so a resolver hiccup never hides a genuine reply; the result is logged with the message.
*/
export async function checkSender(
  source: Buffer,
  options: { mailFrom?: string | null; client?: MailClient; trustReceived?: boolean }
): Promise<SenderCheck> {
  if (inboundMailConfig.authentication === 'off') {
    return { verdict: 'pass', reason: null, spf: 'off', dkim: 'off', dmarc: 'off', summary: 'off' }
  }
  const result = await authenticate(source, {
    ip: options.client?.ip ?? undefined,
    helo: options.client?.helo ?? undefined,
    sender: options.mailFrom || undefined,
    trustReceived: options.trustReceived ?? false,
    mta: inboundMailConfig.messageIdDomain,
    resolver,
    disableArc: true,
    disableBimi: true,
  })
  const spf = String((result.spf && result.spf.status?.result) || 'none')
  const dkimResults = (result.dkim?.results ?? []) as Array<{
    status?: { result?: string; aligned?: unknown }
  }>
  const dkim = dkimResults.some((row) => row.status?.result === 'pass')
    ? 'pass'
    : String(dkimResults[0]?.status?.result ?? 'none')
  const dmarc = result.dmarc ? String(result.dmarc.status?.result ?? 'none') : 'none'
  const summary = `spf=${spf} dkim=${dkim} dmarc=${dmarc}`
  const quarantine =
    dmarc === 'fail' ? 'dmarc_fail' : dmarc !== 'pass' && spf === 'fail' ? 'spf_fail' : null
  return {
    verdict: quarantine ? 'quarantine' : 'pass',
    reason: quarantine,
    spf,
    dkim,
    dmarc,
    summary,
  }
}
