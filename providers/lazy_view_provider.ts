import { HttpContext } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import type { Edge } from 'edge.js'

type Renderer = ReturnType<Edge['createRenderer']>

/*
| `ctx.view`, made when a template is rendered rather than when something is shared with it.
| The core's getter builds an Edge renderer on first touch, and every request touches it: the
| CSP nonce, the CSRF token, the session and the locale are shared with it before anyone knows
| whether a template will render. An Inertia visit answers JSON and renders none, yet it paid for
| the renderer (about 10 µs warm, three times that in a request) and for merging each share.
| What is shared is kept in order and handed to the renderer, share by share, when a template
| renders; the values shared (strings, functions, the session's and the locale's objects) are not
| changed in between, so a template sees what it saw before.
*/
class LazyRenderer {
  #shared: Record<string, unknown>[] = []
  #renderer: Renderer | undefined

  constructor(
    private edge: Edge,
    private request: HttpContext['request']
  ) {}

  #made() {
    if (!this.#renderer) {
      this.#renderer = this.edge.createRenderer().share({ request: this.request })
      for (const data of this.#shared) this.#renderer.share(data)
      this.#shared = []
    }
    return this.#renderer
  }

  share(data: Record<string, unknown>) {
    if (this.#renderer) this.#renderer.share(data)
    else this.#shared.push(data)
    return this
  }

  clone() {
    return this.#made().clone()
  }

  getState(...args: Parameters<Renderer['getState']>) {
    return this.#made().getState(...args)
  }

  render(...args: Parameters<Renderer['render']>) {
    return this.#made().render(...args)
  }

  renderSync(...args: Parameters<Renderer['renderSync']>) {
    return this.#made().renderSync(...args)
  }

  renderRaw(...args: Parameters<Renderer['renderRaw']>) {
    return this.#made().renderRaw(...args)
  }

  renderRawSync(...args: Parameters<Renderer['renderRawSync']>) {
    return this.#made().renderRawSync(...args)
  }
}

export default class LazyViewProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { default: edge } = await import('edge.js')
    // Registered after the core's edge provider, so this getter replaces its own.
    HttpContext.getter(
      'view',
      function (this: HttpContext) {
        return new LazyRenderer(edge, this.request) as unknown as Renderer
      },
      true
    )
  }
}
