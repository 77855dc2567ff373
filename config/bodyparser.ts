import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { defineConfig } from '@adonisjs/core/bodyparser'
import filesConfig from '#config/files'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  /*
  | Never read here: a multipart body is read only by the routes that take a file, after the
  | session, CSRF, the sign-in, the upload limits and the policy (app/actions/files/
  | receive_upload.ts). Read here, before all of them, anyone could fill the disk with files
  | sent to /login. On every other route the body is dropped unread.
  */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    // The same folder receive_upload.ts writes to and empties.
    tmpFileName: () => join(filesConfig.tmpRoot, randomUUID()),
    // A file at the largest size allowed, plus the form's other fields.
    limit: filesConfig.maxFileBytes + 1024 * 1024,
    /*
    | A text field may be as large as a whole body: a mail provider posts the raw message as
    | one (`body-mime`). Each route's own `limit` still caps every byte it reads.
    */
    fieldsLimit: filesConfig.maxFileBytes + 1024 * 1024,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
