import SendPushJob from '#jobs/send_push_job'
import webPushConfig from '#config/web_push'
import { withRequestId } from '#infrastructure/job_request_id'

/*
| What a push notification says and where a click on it leads. `url` is a path of this app
| (the service worker opens nothing on another origin); `tag` bundles: a newer notification
| with the same tag replaces the older one on the device instead of stacking.
*/
export type PushPayload = { title: string; body: string; url: string; tag: string }

/*
| Sends a notification to every browser where the user turned push on (issue 25). It only
| queues the work: encrypting for each device and waiting for each push service happen in the
| worker, so the request that caused it answers as fast as before. Call it after the change it
| announces is committed. Without VAPID keys (not configured) it does nothing.
*/
export async function pushToUser(userId: number, payload: PushPayload): Promise<void> {
  if (!webPushConfig.publicKey) return
  await SendPushJob.dispatch(withRequestId({ userId, payload }))
}
