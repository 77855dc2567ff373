/*
| Writes .env on first run so nothing must be configured: a random APP_KEY, random real-time
| credentials and a seal for signed agreements (no two installs share a secret), plus the
| defaults from .env.example. Existing
| values are kept; missing generated ones are appended.
*/
import { createECDH, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { makeSealCertificate } from '../app/infrastructure/seal_certificate_maker.ts'

const root = join(import.meta.dirname, '..')
const envPath = join(root, '.env')

const generated: Record<string, () => string> = {
  APP_KEY: () => randomBytes(32).toString('base64url'),
  PUSHER_APP_ID: () => String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
  PUSHER_APP_KEY: () => randomBytes(10).toString('hex'),
  PUSHER_APP_SECRET: () => randomBytes(20).toString('hex'),
  SQLITE_PATH: () => join(root, 'storage', 'db.sqlite3'),
}

/*
| Web push (VAPID, RFC 8292): a P-256 key pair, written together so the public half always
| matches the private one. Browsers bind their subscriptions to the public key: replacing the
| pair later silently ends every existing subscription.
*/
function vapidKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  }
}

let content = existsSync(envPath)
  ? readFileSync(envPath, 'utf8')
  : readFileSync(join(root, '.env.example'), 'utf8')
if (!content.endsWith('\n')) content += '\n'

for (const [name, make] of Object.entries(generated)) {
  const line = new RegExp(`^${name}=(.*)$`, 'm').exec(content)
  if (line && line[1].trim() !== '') continue
  content = line ? content.replace(line[0], `${name}=${make()}`) : `${content}${name}=${make()}\n`
}

const vapidMissing = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].some(
  (name) => !new RegExp(`^${name}=\\S`, 'm').test(content)
)
if (vapidMissing) {
  for (const [name, value] of Object.entries(vapidKeys())) {
    const line = new RegExp(`^${name}=.*$`, 'm').exec(content)
    content = line ? content.replace(line[0], `${name}=${value}`) : `${content}${name}=${value}\n`
  }
}

/*
| The seal of signed agreements (config/agreements.ts): production seals only with a configured
| PKCS#12 file, so a local install gets a self-signed one in the company's name, kept in
| storage/seal like the app key in .env. A company replaces it with its own certificate.
*/
const sealConfigured = /^SEAL_P12_PATH=\S/m.test(content)
if (!sealConfigured) {
  const company = /^COMPANY_NAME=(.+)$/m.exec(content)?.[1]?.trim() || 'Codeva s.r.o.'
  const password = randomBytes(18).toString('base64url')
  const sealPath = join(root, 'storage', 'seal', 'seal.p12')
  mkdirSync(dirname(sealPath), { recursive: true })
  writeFileSync(sealPath, makeSealCertificate(`${company} (self-signed seal)`, company, password), {
    mode: 0o600,
  })
  for (const [name, value] of Object.entries({
    SEAL_P12_PATH: sealPath,
    SEAL_P12_PASSWORD: password,
  })) {
    const line = new RegExp(`^${name}=.*$`, 'm').exec(content)
    content = line ? content.replace(line[0], `${name}=${value}`) : `${content}${name}=${value}\n`
  }
}

writeFileSync(envPath, content)
mkdirSync(join(root, 'storage'), { recursive: true })
mkdirSync(join(root, 'tmp'), { recursive: true })
