import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/*
| Files in public/ (built assets, the icons) are all named with an extension, pages never are. The
| static server looked on disk for every request, pages included (`/` even for an index file);
| now only a path whose last segment has an extension can be a file.
*/
const FILE_NAME = /\/[^/]*\.[^/]+$/

@inject()
export default class StaticFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!FILE_NAME.test(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
