import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/*
| Files in public/ (built assets, the icons) are all named with an extension, pages never are. The
| static server looked on disk for every request, pages included (`/` even for an index file);
| now only a path whose last segment has an extension can be a file.
|
| The static server (a container singleton) is asked for on the first file request rather than
| injected: a middleware without constructor arguments is made with a plain `new` on every
| request, where an injected one goes through the container's asynchronous resolution.
*/
const FILE_NAME = /\/[^/]*\.[^/]+$/
let files: Promise<StaticMiddleware> | undefined

export default class StaticFilesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (!FILE_NAME.test(ctx.request.url())) return next()
    files ??= app.container.make(StaticMiddleware)
    return files.then((server) => server.handle(ctx, next))
  }
}
