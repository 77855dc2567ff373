import { ApiRequest } from '@japa/api-client'

/*
| Cookies written by the browser's own script (language, appearance) are plain text, not
| AdonisJS-encoded: this puts one in the jar exactly as a browser would send it.
*/
ApiRequest.macro('withBrowserCookie', function (this: ApiRequest, name: string, value: string) {
  this.cookiesJar[name] = { name, value }
  return this
})

declare module '@japa/api-client' {
  interface ApiRequest {
    withBrowserCookie(name: string, value: string): this
  }
}
