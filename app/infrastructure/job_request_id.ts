import { Job } from '@adonisjs/queue'
import { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

/*
| Request ids through the queue, in one place: a job dispatched while a request is served
| carries that request's id in its payload (`withRequestId`), and its log lines carry it as
| `request_id`, the key of the request's own lines, so one search finds the request and
| everything it queued, whichever process ran it. Scheduled jobs have no request: they log
| their job id alone.
*/
export type RequestScoped = { requestId?: string }

/* The payload with the current request's id added (unchanged outside a request). */
export function withRequestId<P extends object>(payload: P): P & RequestScoped {
  const requestId = HttpContext.get()?.request.id()
  return requestId ? { ...payload, requestId } : payload
}

/* A job whose `logger` tags each line with the request that queued it and the job itself. */
export abstract class RequestScopedJob<P extends RequestScoped> extends Job<P> {
  get logger() {
    return logger.child({
      request_id: this.payload.requestId,
      job: this.context.name,
      job_id: this.context.jobId,
    })
  }
}
