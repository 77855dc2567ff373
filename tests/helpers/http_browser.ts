import env from '#start/env'

/*
| A "browser" over plain HTTP that keeps its own cookies, as the app's sessions see one: the
| cookie jar follows every answer's Set-Cookie in the order the answers arrive, so two requests
| sent together can be replayed in either order.
*/
export const baseUrl = () => `http://${env.get('HOST', 'localhost')}:${env.get('PORT', 3334)}`

export type Sent = { method: string; path: string; form?: Record<string, string>; json?: unknown }

export class HttpBrowser {
  cookies = new Map<string, string>()

  constructor(private userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0') {}

  /* Sends with the cookies held now; the answer's cookies are kept only by `receive`. */
  send({ method, path, form, json }: Sent, referer = path) {
    const headers: Record<string, string> = {
      'user-agent': this.userAgent,
      'accept': json === undefined ? 'text/html' : 'application/json',
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'referer': `${baseUrl()}${referer}`,
    }
    // A page opened by the browser itself (a navigation), as a browser marks it.
    if (method === 'GET' && json === undefined) headers['sec-fetch-dest'] = 'document'
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: string | undefined
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(form).toString()
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(json)
    }
    return fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: 'manual' })
  }

  receive(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.trim().split('=')
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async request(sent: Sent, referer?: string) {
    return this.receive(await this.send(sent, referer))
  }

  get(path: string) {
    return this.request({ method: 'GET', path })
  }

  /* Opens the page first (for the CSRF cookie), then sends the form. */
  async submit(method: string, path: string, form: Record<string, string>, page = path) {
    await this.get(page)
    return this.request({ method, path, form }, page)
  }
}

/* Where a redirect sends the browser, as a path (a redirect back names the full referring URL). */
export function location(response: Response) {
  const header = response.headers.get('location')
  return header === null ? null : new URL(header, baseUrl()).pathname
}
