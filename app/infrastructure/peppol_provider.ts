import invoicesConfig from '#config/invoices'

/*
| The one place the product talks to an accredited Peppol provider (a "digitálny poštár";
| docs/decisions/invoices.md, docs/operations.md "Peppol"), configured by PEPPOL_PROVIDER_URL and
| PEPPOL_PROVIDER_KEY. Providers do not share an API, and none publishes a library for Node: this
| adapter speaks the small HTTP contract documented in docs/operations.md, and a provider's own API
| is met by changing this file only.
|
| - POST {url}/documents, the UBL XML as the body (application/xml), `Authorization: Bearer {key}`,
|   the Peppol sender and receiver (`0245:{DIČ}`), and an Idempotency-Key naming the invoice and
|   its hash, so a send tried again never delivers twice; answers `{ id, status }`;
| - GET {url}/documents/{id}: `{ id, status, error? }`, status `sent`, `delivered` or `failed`.
*/
export type PeppolStatus = 'sent' | 'delivered' | 'failed'
export type PeppolDelivery = {
  reference: string | null
  status: PeppolStatus
  error: string | null
}

/* A participant identifier for a Slovak DIČ (the Slovak SMP registers companies by DIČ only). */
export const peppolParticipant = (taxNumber: string) => `0245:${taxNumber.replace(/\D/g, '')}`

export function peppolConfigured() {
  const { url, key } = invoicesConfig.peppol
  return Boolean(url && key)
}

const STATUSES = new Set<PeppolStatus>(['sent', 'delivered', 'failed'])
const TIMEOUT_MS = 15_000

async function call(path: string, init: RequestInit): Promise<PeppolDelivery> {
  const { url, key } = invoicesConfig.peppol
  let response: Response
  try {
    response = await fetch(new URL(path, url.endsWith('/') ? url : `${url}/`), {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${key}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return { reference: null, status: 'failed', error: `unreachable: ${(error as Error).message}` }
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown
    status?: unknown
    error?: unknown
  } | null
  if (!response.ok || !body || typeof body.id !== 'string') {
    const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`
    return { reference: null, status: 'failed', error: reason.slice(0, 500) }
  }
  const status = STATUSES.has(body.status as PeppolStatus) ? (body.status as PeppolStatus) : 'sent'
  return {
    reference: body.id.slice(0, 100),
    status,
    error: typeof body.error === 'string' ? body.error.slice(0, 500) : null,
  }
}

export function sendToPeppol(document: {
  xml: string
  sha256: string
  invoiceId: number
  sender: string
  receiver: string
}) {
  return call('documents', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/xml',
      'X-Peppol-Sender': document.sender,
      'X-Peppol-Receiver': document.receiver,
      'Idempotency-Key': `invoice-${document.invoiceId}-${document.sha256}`,
    },
    body: document.xml,
  })
}

export async function peppolDeliveryOf(reference: string): Promise<PeppolDelivery> {
  const answer = await call(`documents/${encodeURIComponent(reference)}`, { method: 'GET' })
  // A status we could not read is no news: the delivery stays as it was known.
  return answer.reference ? answer : { ...answer, reference }
}
