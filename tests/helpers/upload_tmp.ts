import { readdir } from 'node:fs/promises'
import filesConfig from '#config/files'

/*
| The files waiting in the uploads' temporary folder (the body parser's and the upload
| routes' own, config/files.ts tmpRoot). Listed before and after a request: a request that
| ended must have left the list as it was.
*/
export async function tmpUploads(): Promise<string[]> {
  return (await readdir(filesConfig.tmpRoot).catch(() => [] as string[])).sort()
}
