import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import agreementsConfig from '#config/agreements'
import productConfig from '#config/product'
import { makeSealCertificate } from '#infrastructure/seal_certificate_maker'

export type SealCertificate = { p12: Buffer; password: string }

let cached: Promise<SealCertificate> | undefined

/*
| The company's seal: the PKCS#12 file from SEAL_P12_PATH with SEAL_P12_PASSWORD. Outside
| production without one, a self-signed RSA-3072 certificate in the company's name is made on
| first use and kept (storage/seal/development.p12 and its password beside it), so every PDF
| sealed on this install carries the same seal, the way the app key stays the same. Production
| without a configured seal refuses to seal rather than seal with a throwaway key; a local
| install gets its seal from scripts/ensure_env.ts, as it gets its app key.
*/
export function sealCertificate(): Promise<SealCertificate> {
  cached ??= load().catch((error) => {
    cached = undefined
    throw error
  })
  return cached
}

async function load(): Promise<SealCertificate> {
  if (agreementsConfig.sealPath) {
    return {
      p12: await readFile(agreementsConfig.sealPath),
      password: agreementsConfig.sealPassword,
    }
  }
  if (!agreementsConfig.mayGenerateSeal) {
    throw new Error('SEAL_P12_PATH is not configured: signed agreements cannot be sealed')
  }
  const dir = agreementsConfig.developmentSealDir
  const p12Path = join(dir, 'development.p12')
  const passwordPath = join(dir, 'development.password')
  if (existsSync(p12Path) && existsSync(passwordPath)) {
    return { p12: await readFile(p12Path), password: (await readFile(passwordPath, 'utf8')).trim() }
  }
  const password = randomBytes(18).toString('base64url')
  const p12 = makeSealCertificate(
    `${productConfig.company.name} (development seal)`,
    productConfig.company.name,
    password
  )
  await mkdir(dir, { recursive: true })
  await writeFile(passwordPath, password, { mode: 0o600 })
  await writeFile(p12Path, p12, { mode: 0o600 })
  return { p12, password }
}
