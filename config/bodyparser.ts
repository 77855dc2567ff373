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
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    // A file at the largest size allowed, plus the form's other fields.
    limit: filesConfig.maxFileBytes + 1024 * 1024,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
