import app from '@adonisjs/core/services/app'
import env from '#start/env'

const MB = 1024 * 1024

/*
| Files shared in projects and conversations (DESIGN.md "Files"). The bytes live on the local
| disk under storage/files by default; set FILES_DISK=s3 and the S3_* variables for any
| S3-compatible store (docs/operations.md). Sizes are in megabytes in the environment.
*/
const filesConfig = {
  disk: env.get('FILES_DISK', 'fs') as 'fs' | 's3',
  localRoot: app.makePath(env.get('FILES_PATH', 'storage/files')),
  maxFileBytes: Math.round(env.get('FILES_MAX_SIZE_MB', 25) * MB),
  maxPerMessage: 10,
  /* The chat panel is open to anyone: smaller files and a small room per conversation. */
  conversationMaxFileBytes: Math.round(env.get('FILES_CONSULTING_MAX_SIZE_MB', 10) * MB),
  conversationQuotaBytes: Math.round(env.get('FILES_CONVERSATION_QUOTA_MB', 50) * MB),
  projectQuotaBytes: Math.round(env.get('FILES_PROJECT_QUOTA_MB', 1024) * MB),
  /* A presigned store URL is valid this long: enough to start a download, too short to share. */
  signedUrlSeconds: 60,
  /* Uploads never attached to a message are swept after this long. */
  unattachedHours: 24,
  thumbnailWidth: 480,
  /*
  | Where an upload's bytes wait while the request that sent them runs (app/actions/files/
  | receive_upload.ts); removed when it ends, whatever the answer.
  */
  tmpRoot: app.tmpPath('uploads'),
  /*
  | Uploads a person (per account) and a network (per address, an office shares one) may send
  | in 10 minutes: room for dropping a folder of photos, not for filling the disk in a loop.
  */
  uploadsPerAccount: 120,
  uploadsPerAddress: 360,
  s3: {
    bucket: env.get('S3_BUCKET', ''),
    region: env.get('S3_REGION', 'auto'),
    endpoint: env.get('S3_ENDPOINT'),
    accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
    /* MinIO and most self-hosted stores want path-style URLs (bucket in the path). */
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
  },
}

/*
| The store's origin(s) a browser talks to when files live in S3: the page's policy lets it show
| images and PDFs from there (downloads redirect to it) and send uploads straight to it.
*/
export function storeOrigins(): string[] {
  if (filesConfig.disk !== 's3') return []
  const { endpoint, bucket, region, forcePathStyle } = filesConfig.s3
  if (!endpoint) return [`https://${bucket}.s3.${region}.amazonaws.com`]
  const url = new URL(endpoint)
  return forcePathStyle ? [url.origin] : [`${url.protocol}//${bucket}.${url.host}`]
}

export default filesConfig
