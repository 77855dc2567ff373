import { tracingChannel } from 'node:diagnostics_channel'
import { Encryption } from '@adonisjs/core/encryption'
import { Emitter } from '@adonisjs/core/events'
import { Server } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import { cookieEncryption } from '#infrastructure/cookie_verifier'

/*
| Two of the framework's services, made as the app provider makes them but cheaper per request
| (docs/decisions/request-pipeline.md). Registered right after the app provider: the same
| container keys, so everything that asks for them gets these.
|
| The emitter: the framework emits several events on every request (the session's, the auth
| guard's, bouncer's) that nothing in this app listens to. Each one still went through emittery's
| dispatch: a promise chain, a debug check that reads the environment, microtasks. An event
| without a listener, without an `onAny` listener, without a trace subscriber and while no fake
| is active has nothing to dispatch, so this emitter returns at once for it. Class-based events
| and everything else go to the framework's emitter unchanged.
*/
const eventDispatch = tracingChannel('adonisjs.event.dispatch')

export class QuietEmitter extends Emitter<any> {
  #faking = false

  emit(event: any, data?: any): Promise<void> {
    if (
      typeof event === 'string' &&
      !this.#faking &&
      !eventDispatch.hasSubscribers &&
      this.listenerCount(event) === 0
    ) {
      return Promise.resolve()
    }
    return super.emit(event, data)
  }

  fake(events?: any) {
    // The framework's fake() restores first: the flag is set after it.
    const buffer = super.fake(events)
    this.#faking = true
    return buffer
  }

  restore() {
    this.#faking = false
    return super.restore()
  }
}

export default class RequestPipelineProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(Emitter, async () => new QuietEmitter(this.app))
    /*
    | The HTTP server, with the app's encryption behind a verifier that remembers the cookies it
    | signed and verified (app/infrastructure/cookie_verifier.ts, docs/decisions/cookie-verification.md).
    */
    this.app.container.singleton(Server, async (resolver) => {
      const encryption = cookieEncryption(await resolver.make(Encryption))
      const emitter = await resolver.make('emitter')
      const logger = await resolver.make('logger')
      return new Server(this.app, encryption, emitter, logger, this.app.config.get('app.http'))
    })
  }
}
