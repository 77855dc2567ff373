import { generateKeyPairSync } from 'node:crypto'
import { useDnsResolver, type DnsResolver } from '#infrastructure/mail_authentication'

/*
| The DNS the mail checks read in tests (app/infrastructure/mail_authentication.ts): only the records
| a test publishes, every other name does not exist. Nothing asks the internet.
*/
const records = new Map<string, unknown[]>()

function notFound(name: string) {
  const error = new Error(`queryTxt ENOTFOUND ${name}`) as Error & { code: string }
  error.code = 'ENOTFOUND'
  return error
}

export const testDns = {
  resolve: (async (name: string, type: string) => {
    const found = records.get(`${type.toUpperCase()} ${name.toLowerCase()}`)
    if (!found) throw notFound(name)
    return found
  }) as DnsResolver,
  /* TXT values are published as DNS answers them: each record a list of strings. */
  publish(type: 'TXT' | 'A' | 'MX', name: string, values: unknown[]) {
    const key = `${type} ${name.toLowerCase()}`
    records.set(key, [...(records.get(key) ?? []), ...values])
  },
  clear() {
    records.clear()
  },
}

useDnsResolver(testDns.resolve)

/*
| A sending domain as a real one looks: an SPF record that lets only `ip` send, a DKIM key under
| `selector` (made here) and a DMARC policy. Answers the private key to sign with.
*/
export function publishSendingDomain(domain: string, { ip = '127.0.0.1', selector = 'mail' } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  testDns.publish('TXT', domain, [[`v=spf1 ip4:${ip} -all`]])
  testDns.publish('TXT', `${selector}._domainkey.${domain}`, [[`v=DKIM1; k=rsa; p=${der}`]])
  testDns.publish('TXT', `_dmarc.${domain}`, [['v=DMARC1; p=reject; adkim=r; aspf=r']])
  return {
    domain,
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}
