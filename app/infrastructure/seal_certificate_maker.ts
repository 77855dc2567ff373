import { generateKeyPairSync, randomBytes } from 'node:crypto'
import forge from 'node-forge'

/*
| A self-signed RSA-3072 seal certificate in the company's name, as a PKCS#12 file under
| `password`. Imported without the app's aliases: scripts/ensure_env.ts makes a local install's
| seal with it before the app has ever started.
*/
export function makeSealCertificate(commonName: string, company: string, password: string) {
  // Node's own key generation (native, fast); forge only builds the certificate and the file.
  const pair = generateKeyPairSync('rsa', { modulusLength: 3072 })
  const privateKey = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
  )
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }) as string
  )
  cert.serialNumber = '01' + randomBytes(15).toString('hex')
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000)
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000)
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: company },
  ]
  cert.setSubject(subject)
  cert.setIssuer(subject)
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ])
  cert.sign(privateKey, forge.md.sha256.create())
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}
