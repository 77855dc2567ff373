import { defineConfig, services } from '@adonisjs/drive'
import { S3Driver } from 'flydrive/drivers/s3'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import filesConfig from '#config/files'

/*
| The two places files can live (config/files.ts chooses). Files are never served by the
| drive's own route: every read goes through FilesController, which checks access first.
*/
const driveConfig = defineConfig({
  default: filesConfig.disk,
  services: {
    fs: services.fs({
      location: filesConfig.localRoot,
      visibility: 'private',
      serveFiles: false,
    }),
    // Read when first used, so a test can point it at the S3-compatible server it started.
    s3: () => {
      const { s3 } = filesConfig
      return new S3Driver({
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        region: s3.region,
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        visibility: 'private',
        // Checksums only when an operation requires them: several S3-compatible stores do not
        // accept the SDK's default trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      })
    },
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
