import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
| Signed agreements (DESIGN.md "Agreements"). The seal is the company's PKCS#12 certificate
| (SEAL_P12_PATH, SEAL_P12_PASSWORD); outside production, when none is configured, one is made on
| first use and kept under storage/seal (app/infrastructure/seal_certificate.ts), like the app key.
*/
const agreementsConfig = {
  sealPath: env.get('SEAL_P12_PATH') ?? null,
  sealPassword: env.get('SEAL_P12_PASSWORD')?.release() ?? '',
  developmentSealDir: app.makePath('storage', 'seal'),
  mayGenerateSeal: !app.inProduction,
  /* The one-time code of a recipient who is not signed in. */
  codeDigits: 6,
  codeMinutes: 10,
  codeTries: 5,
  /* Codes one agreement may send an hour (each one replaces the last). */
  codesPerHour: 5,
}

export default agreementsConfig
