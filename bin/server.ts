import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

let createHttpServer: typeof import('#infrastructure/http_server').createHttpServer

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
      ;({ createHttpServer } = await import('#infrastructure/http_server'))
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .httpServer()
  // Node's server with the app's timeouts for slow clients (app/infrastructure/http_server.ts).
  .start((handler) => createHttpServer(handler))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
