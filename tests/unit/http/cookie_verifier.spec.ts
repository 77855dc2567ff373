import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Encryption } from '@adonisjs/core/encryption'
import { Emitter } from '@adonisjs/core/events'
import { rememberingVerifier } from '#infrastructure/cookie_verifier'
import { QuietEmitter } from '#providers/request_pipeline_provider'

/*
| The HTTP server's verifier remembers what it signed and verified
| (docs/decisions/cookie-verification.md): it must answer exactly as the library does, for a
| genuine cookie, a changed one and a message that expires.
*/
test.group('Cookie verification', () => {
  test('gives the library’s answers, remembered or not', async ({ assert }) => {
    const library = (await app.container.make(Encryption)).getMessageVerifier()
    const verifier = rememberingVerifier(library)
    const value = `session-${Math.random()}`
    const signed = library.sign(value, undefined, 'session')
    assert.equal(verifier.sign(value, undefined, 'session'), signed)
    assert.equal(verifier.sign(value, undefined, 'session'), signed)
    for (let index = 0; index < 3; index++) {
      assert.equal(verifier.unsign(signed, 'session'), value)
    }
    // Another purpose (another cookie's name), a changed signature or message: refused.
    assert.isNull(verifier.unsign(signed, 'other'))
    assert.isNull(verifier.unsign(`${signed.slice(0, -2)}AA`, 'session'))
    const [encoded, hash] = signed.split('.')
    const forged = Buffer.from(
      Buffer.from(encoded, 'base64url').toString().replace('session-', 'sessiox-')
    ).toString('base64url')
    assert.isNull(verifier.unsign(`${forged}.${hash}`, 'session'))
    // Objects are signed and verified by the library each time.
    const object = library.sign({ id: 1 }, undefined, 'prefs')
    assert.deepEqual(verifier.unsign(object, 'prefs'), { id: 1 })
  })

  test('a message that expires is checked against the clock every time', async ({ assert }) => {
    const library = (await app.container.make(Encryption)).getMessageVerifier()
    const verifier = rememberingVerifier(library)
    const signed = library.sign('soon gone', '1s', 'link')
    assert.equal(verifier.unsign(signed, 'link'), 'soon gone')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.isNull(verifier.unsign(signed, 'link'))
  }).timeout(5000)
})

test.group('Events without listeners', () => {
  test('are not dispatched, and a listener or a fake still gets them', async ({ assert }) => {
    const emitter = await app.container.make(Emitter)
    assert.instanceOf(emitter, QuietEmitter)
    const name = `test:quiet_${Math.random()}` as any
    await emitter.emit(name, { n: 1 })
    const received: unknown[] = []
    emitter.on(name, (data: unknown) => {
      received.push(data)
    })
    await emitter.emit(name, { n: 2 })
    assert.deepEqual(received, [{ n: 2 }])
    emitter.clearListeners(name)
    const buffer = emitter.fake([name])
    await emitter.emit(name, { n: 3 })
    assert.deepEqual(
      buffer.all().map((event) => event.data),
      [{ n: 3 }]
    )
    emitter.restore()
  })
})
