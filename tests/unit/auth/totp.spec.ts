import { test } from '@japa/runner'
import fc from 'fast-check'
import * as OTPAuth from 'otpauth'
import {
  base32Decode,
  base32Encode,
  generateSecret,
  otpauthUri,
  totp,
  verifyTotp,
} from '#actions/auth/totp'
import { generateRecoveryCode, RECOVERY_CODE_PATTERN } from '#actions/auth/two_factor'
import { isCommonPassword } from '#validators/user'

/* RFC 6238, Appendix B: 8-digit codes for the three HMAC algorithms. */
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
}
const vectors: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
]

test.group('TOTP (RFC 6238)', () => {
  test('matches the RFC test vector at T={0}')
    .with(vectors)
    .run(({ assert }, [time, sha1, sha256, sha512]) => {
      assert.equal(totp(seeds.sha1, time, { digits: 8 }), sha1)
      assert.equal(totp(seeds.sha256, time, { digits: 8, algorithm: 'sha256' }), sha256)
      assert.equal(totp(seeds.sha512, time, { digits: 8, algorithm: 'sha512' }), sha512)
    })

  test('agrees with an independent implementation (otpauth) for any secret and time', ({
    assert,
  }) => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 10, maxLength: 40 }),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        (bytes, seconds) => {
          const secret = base32Encode(bytes)
          const reference = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
          const expected = reference.generate({ timestamp: seconds * 1000 })
          assert.equal(totp(base32Decode(secret), seconds), expected)
          assert.isTrue(verifyTotp(secret, expected, seconds * 1000))
        }
      )
    )
  })

  test('accepts the neighbouring periods only (clock drift), nothing further', ({ assert }) => {
    const secret = generateSecret()
    const now = 1_700_000_000_000
    const key = base32Decode(secret)
    const at = (offsetSteps: number) => totp(key, now / 1000 + offsetSteps * 30)
    assert.isTrue(verifyTotp(secret, at(-1), now))
    assert.isTrue(verifyTotp(secret, at(0), now))
    assert.isTrue(verifyTotp(secret, at(1), now))
    if (at(2) !== at(0) && at(2) !== at(1) && at(2) !== at(-1)) {
      assert.isFalse(verifyTotp(secret, at(2), now))
    }
  })

  test('rejects anything that is not six digits', ({ assert }) => {
    const secret = generateSecret()
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345', '١٢٣٤٥٦']) {
      assert.isFalse(verifyTotp(secret, code))
    }
  })

  test('base32 round-trips any bytes', ({ assert }) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        assert.deepEqual([...base32Decode(base32Encode(bytes))], [...bytes])
      })
    )
  })

  test('a new secret has 160 bits and the otpauth URI names product and account', ({ assert }) => {
    const secret = generateSecret()
    assert.lengthOf(base32Decode(secret), 20)
    const uri = otpauthUri(secret, 'jana@example.com', 'Codeva')
    const parsed = OTPAuth.URI.parse(uri) as OTPAuth.TOTP
    assert.equal(parsed.issuer, 'Codeva')
    assert.equal(parsed.label, 'jana@example.com')
    assert.equal(parsed.secret.base32, secret)
  })
})

test.group('Recovery codes and common passwords', () => {
  test('recovery codes have the issued format and do not repeat', ({ assert }) => {
    const codes = Array.from({ length: 200 }, generateRecoveryCode)
    for (const code of codes) assert.match(code, RECOVERY_CODE_PATTERN)
    assert.equal(new Set(codes).size, codes.length)
  })

  test('the common-password list holds 1,000 entries and catches the usual suspects', ({
    assert,
  }) => {
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop', 'iloveyou']) {
      assert.isTrue(isCommonPassword(password), password)
    }
    assert.isFalse(isCommonPassword('correct horse battery staple'))
  })
})
