import { BaseTransformer } from '@adonisjs/core/transformers'
import QRCode from 'qrcode'
import type User from '#models/user'
import productConfig from '#config/product'
import { otpauthUri } from '#actions/auth/totp'
import { twoFactorSecret } from '#actions/auth/two_factor'

/*
| What the setup screen shows while two-factor is set up but not confirmed: the key to type into
| an authenticator app and the same as a QR code. Never sent once setup is confirmed (the
| controller passes null then), so the secret cannot be read off a later page.
*/
export default class TwoFactorSetupTransformer extends BaseTransformer<User> {
  async toObject() {
    const setupKey = twoFactorSecret(this.resource)!
    const uri = otpauthUri(setupKey, this.resource.email, productConfig.name)
    const qrCodeSvg = await QRCode.toString(uri, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    })
    return { qrCodeSvg, setupKey, otpauthUri: uri }
  }
}
